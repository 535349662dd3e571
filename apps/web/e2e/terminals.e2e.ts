import { expect, type Page, test } from '@playwright/test';
import { accessToken } from './support/login';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

const PROJECT = { id: 1, name: 'Mentor Pagamentos' };

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The project must charge automatic rents for the saved rent to make its charge. */
async function turnOnAutomaticRent(page: Page) {
  await openAs(page, 'superadmin', `/projects/${PROJECT.id}`);
  const toggle = page.getByRole('switch', { name: 'Aluguel automático de terminais' });
  await expect(toggle).toBeVisible();
  if (!(await toggle.isChecked())) {
    await toggle.click({ force: true });
    await confirmCode(page, 'superadmin');
    await expect(toggle).toBeChecked();
  }
}

test('an operator scans serials into stock, sets a terminal up, rents it and sees the charge', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await browser.newContext();
  await turnOnAutomaticRent(await admin.newPage());
  await admin.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const suffix = Date.now().toString(36).toUpperCase();
  const serials = [1, 2, 3].map((n) => `E2E-${suffix}-${n}`);
  const user = 'logistica.admin';

  // 1. Three serials scanned into stock (the scanner types each serial and Enter).
  await openAs(page, user, '/equipments');
  await page.getByRole('button', { name: 'Bipar em lote' }).click();
  const bulk = page.getByRole('dialog', { name: 'Entrada de equipamentos em lote' });
  await pick(page, bulk, 'Modelo', 'PAX A920 - SMART POS');
  await pick(page, bulk, 'Projeto', PROJECT.name);
  const box = bulk.getByRole('textbox', { name: 'Números de série' });
  for (const serial of serials) {
    await box.pressSequentially(serial);
    await box.press('Enter');
  }
  await expect(bulk.getByText('3 números de série')).toBeVisible();
  await bulk.getByRole('button', { name: 'Enviar' }).click();
  const results = bulk.getByRole('table', { name: 'Resultado por número de série' });
  await expect(results.getByText('Cadastrado')).toHaveCount(3);
  await bulk.getByRole('button', { name: 'Fechar' }).first().click();

  // 2. A terminal for a merchant of the project.
  const token = await accessToken(page);
  const answer = await page.request.get(`/api/v1/terminal?project=${PROJECT.id}&perPage=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const merchant = (
    (await answer.json()).data as { merchant: { id: number; merchant_name: string } | null }[]
  ).find((t) => t.merchant)?.merchant;
  expect(merchant).toBeDefined();
  const code = `E2E${suffix}`;
  await page.goto('/terminals');
  await page.getByRole('button', { name: 'Cadastrar terminal' }).click();
  const create = page.getByRole('dialog', { name: 'Cadastrar terminal' });
  await create.getByRole('textbox', { name: 'Código do terminal' }).fill(code);
  await pick(page, create, 'Projeto', PROJECT.name);
  // The merchant is picked by name from the project's merchants.
  await create.getByRole('combobox', { name: 'Lojista' }).fill(merchant?.merchant_name ?? '');
  await page.getByRole('option', { name: new RegExp(`\\(${merchant?.id}\\)$`) }).click();
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: `Terminal ${code}` })).toBeVisible();
  await expect(page.getByText('Aguardando associação equipamento').first()).toBeVisible();
  const terminalId = Number(/\/terminals\/(\d+)/.exec(page.url())?.[1]);
  expect(terminalId).toBeGreaterThan(0);
  // Not possible before equipment: disassociating is not offered.
  await expect(page.getByRole('button', { name: 'Desassociar equipamento' })).toHaveCount(0);

  // 3. Associate one of the scanned serials.
  await page.getByRole('button', { name: 'Associar equipamento' }).click();
  const associate = page.getByRole('dialog', { name: 'Associar equipamento' });
  // The serial is picked from the project's free equipment, found by typing part of it.
  await associate.getByRole('combobox', { name: 'Número de série' }).fill(serials[1] ?? '');
  await page.getByRole('option', { name: new RegExp(`^${serials[1]}\\b`) }).click();
  await associate.getByRole('button', { name: 'Associar equipamento' }).click();
  await expect(page.getByText(serials[1] ?? '').first()).toBeVisible();
  await expect(page.getByText('Ativo', { exact: true }).first()).toBeVisible();
  await expect(associate).toBeHidden();
  await expect(page.getByRole('button', { name: 'Desassociar equipamento' })).toBeVisible();

  // 4. Block, then unblock.
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Bloquear' })
    .getByRole('button', { name: 'Bloquear', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Desbloquear', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desassociar equipamento' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Desbloquear' })
    .getByRole('button', { name: 'Desbloquear', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Bloquear', exact: true })).toBeVisible();

  // 5. Edit with a one-time code.
  await pick(page, page.locator('form'), 'Fornecedor', 'Phoebus');
  await page.locator('form').getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, user);
  await expect(page.getByText('Alterações salvas.').first()).toBeVisible();
  await expect(page.getByText('PHOEBUS').first()).toBeVisible();

  // 6. Preview, then save the automatic rent (first of this month, charged on day 1).
  await page.getByRole('tab', { name: 'Aluguel automático' }).click();
  const firstOfMonth = `${new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 7)}-01`;
  await page.getByRole('textbox', { name: 'Custo mensal da modalidade' }).fill('99,90');
  await page.getByRole('textbox', { name: 'Dia da cobrança' }).fill('1');
  await page.getByRole('textbox', { name: 'Início do aluguel' }).fill(firstOfMonth);
  await page.getByRole('button', { name: 'Calcular' }).click();
  const preview = page.getByRole('table', { name: 'Cobranças previstas' });
  await expect(preview.getByRole('row')).toHaveCount(13);
  await expect(preview.getByText('R$ 99,90').first()).toBeVisible();
  await page.getByRole('button', { name: 'Salvar aluguel' }).click();
  await confirmCode(page, user);
  await expect(page.getByText('Aluguel automático salvo.')).toBeVisible();

  // 7. The month's charge in /terminals/rents.
  await page.goto('/terminals/rents');
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('textbox', { name: 'Id do terminal' }).fill(String(terminalId));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const table = page.getByRole('table', { name: 'Aluguéis automáticos de terminais' });
  await expect(table.getByRole('link', { name: code })).toBeVisible();
  await expect(table.getByText('R$ 99,90')).toBeVisible();
  await expect(table.getByText('Em vigor')).toBeVisible();
  await context.close();
});
