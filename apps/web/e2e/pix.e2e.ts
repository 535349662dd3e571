import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { xsdErrors } from '../../server/test/xmllint.ts';
import { openAs } from './support/session';

const XSD_PATH = fileURLToPath(new URL('../../server/src/modules/pix/regulatory-file.xsd', import.meta.url));
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.describe('Pix back office', () => {
  test('an operator closes an open infraction and the list reloads with its new status', async ({ page }) => {
    await openAs(page, 'financeiro', '/infract-report/infract-report');
    await expect(page.getByRole('heading', { name: 'Infrações Pix' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Infrações Pix' });
    const closeButton = table.getByRole('button', { name: /^Fechar / }).first();
    await expect(closeButton).toBeVisible();
    const uuid = UUID.exec((await closeButton.getAttribute('aria-label')) ?? '')?.[0];
    expect(uuid, 'the close button names its infraction').toBeDefined();
    const row = table.getByRole('row').filter({ has: page.locator(`a[href*="${uuid}"]`) });
    await expect(row).toContainText('Aberto');

    await closeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Fechar infração' });
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog.getByText('O campo Detalhes da análise é obrigatório')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Resultado da análise' }).click();
    await page.getByRole('option', { name: 'Concordou' }).click();
    await dialog
      .getByRole('textbox', { name: /Detalhes da análise/ })
      .fill('Fraude confirmada pelo histórico da conta.');

    const reload = page.waitForResponse(
      (r) =>
        r.url().includes('/gateway/spe-n-pre-pix/v1/infraction-reports?') && r.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    expect((await reload).status()).toBe(200);
    await expect(page.getByText('Infração fechada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Fechado');
    await expect(row).toContainText('Concordou');
    await expect(row.getByRole('button', { name: `Fechar ${uuid}` })).toHaveCount(0);
  });

  test('an operator authorises a pending device after confirming the SMS code read from the outbox', async ({
    page,
  }) => {
    await openAs(page, 'superadmin', '/device-manager?status=PENDING');
    const table = page.getByRole('table', { name: 'Dispositivos' });
    const authorize = table.getByRole('button', { name: /^Autorizar / }).first();
    await expect(authorize).toBeVisible();
    const account = ((await authorize.getAttribute('aria-label')) ?? '').replace('Autorizar ', '');
    expect(account).toMatch(/^\d+$/);

    await authorize.click();
    const dialog = page.getByRole('dialog', { name: 'Autorizar dispositivo' });
    await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();
    await expect(dialog.getByText(/Código enviado para o telefone/)).toBeVisible();
    const message = dialog.getByTestId('sms-outbox-body').first();
    await expect(message).toContainText(/\d{6}/);
    const code = /(\d{6})/.exec((await message.textContent()) ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);

    // A wrong code is refused and the device stays pending.
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.locator('input').first().click();
    await page.keyboard.type(wrong);
    await dialog.getByRole('button', { name: 'Confirmar código e autorizar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Código inválido ou expirado.');

    // A fresh code, read from the outbox, authorises it.
    const first = (await message.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Reenviar código' }).click();
    await expect(message).not.toHaveText(first);
    const fresh = /(\d{6})/.exec((await message.textContent()) ?? '')?.[1] ?? '';
    expect(fresh).toHaveLength(6);
    await expect(dialog.locator('input').first()).toHaveValue('');
    await dialog.locator('input').first().click();
    await page.keyboard.type(fresh);
    await dialog.getByRole('button', { name: 'Confirmar código e autorizar' }).click();
    await expect(page.getByText('Dispositivo autorizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('button', { name: `Autorizar ${account}` })).toHaveCount(0);

    await page.goto(`/device-manager?accountNumber=${account}`);
    await expect(table.getByRole('row').filter({ hasText: account })).toContainText('Autorizado');
  });

  test('an operator downloads a regulatory file that validates against its XSD', async ({ page }) => {
    await openAs(page, 'financeiro', '/file-regulatory');
    await expect(page.getByRole('heading', { name: 'Arquivos Regulatórios' })).toBeVisible();
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar arquivo' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^PIXMED_\d{2}_\d{4}\.xml$/);
    const path = await download.path();
    const xml = await readFile(path, 'utf8');
    expect(xsdErrors(XSD_PATH, xml)).toEqual([]);
    expect(xml).toContain('<Infracao id=');
    await expect(page.getByText(/Arquivo PIXMED_\d{2}_\d{4}\.xml gerado com sucesso!/)).toBeVisible();
  });
  test('an operator asks a MED refund for a Pix transaction and then cancels it', async ({ page }) => {
    await openAs(page, 'financeiro', '/infract-report/infraction-list-transactions');
    const table = page.getByRole('table', { name: 'Transações Pix' });
    // A Pix received from another institution (its End to End ID starts with E and an ISPB),
    // not a balance transfer of a closed account.
    const firstLink = table
      .getByRole('row')
      .filter({ hasText: /E\d{8}/ })
      .first()
      .getByRole('link')
      .first();
    await expect(firstLink).toBeVisible();
    await firstLink.click();
    await expect(page.getByRole('heading', { name: 'Detalhe da transação Pix' })).toBeVisible();
    await page.getByRole('link', { name: 'Criar devolução MED' }).click();

    await expect(page.getByRole('heading', { name: 'Nova devolução MED' })).toBeVisible();
    const endToEnd = page.getByRole('textbox', { name: /End to End ID/ });
    await expect(endToEnd).toHaveValue(/^E\d{8}/);
    await page.getByRole('button', { name: 'Criar devolução' }).click();
    await expect(page.getByText('O campo Detalhes é obrigatório')).toBeVisible();
    await page.getByRole('combobox', { name: 'Motivo da devolução' }).click();
    await page.getByRole('option', { name: 'Falha operacional' }).click();
    await page.getByRole('textbox', { name: /Valor/ }).fill('1,00');
    await page.getByRole('textbox', { name: /Detalhes/ }).fill('Cliente pediu a devolução por engano.');
    await page.getByRole('button', { name: 'Criar devolução' }).click();

    await expect(page.getByText('Devolução criada com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Detalhe da devolução' })).toBeVisible();
    await expect(page).toHaveURL(/uuid=[0-9a-f-]{36}/);
    await expect(page.getByText(/^R\$\s1,00$/)).toBeVisible();
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Cancelar devolução' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await expect(page.getByText('Devolução cancelada com sucesso!')).toBeVisible();
    await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
  });
});
