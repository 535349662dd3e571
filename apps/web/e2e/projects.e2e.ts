import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

async function chooseFile(page: Page, label: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

test('a certificate pair is uploaded with a code and its near expiry is shown', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mentor-e2e-cert-'));
  const suffix = Date.now().toString(36);
  const crt = path.join(dir, 'projeto.crt');
  const key = path.join(dir, 'projeto.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '20',
      '-subj',
      `/CN=e2e-${suffix}.mentor.test`,
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'ignore' },
  );
  try {
    await openAs(page, 'plataforma.admin', '/projects');
    await page.getByRole('link', { name: 'Aurora Banking' }).first().click();
    await expect(page.getByRole('heading', { name: 'Aurora Banking' })).toBeVisible();
    await page.getByRole('tab', { name: 'Certificado' }).click();
    await expect(page).toHaveURL(/tab=certificate/);

    await chooseFile(page, 'Certificado (.crt)', crt);
    await chooseFile(page, 'Chave privada (.key)', key);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await confirmCode(page, 'plataforma.admin');
    // Exactly the toast: the panel's 'Nenhum certificado enviado.' may still show while it reloads.
    await expect(page.getByText('Certificado enviado.', { exact: true })).toBeVisible();

    await expect(page.getByRole('alert').filter({ hasText: /expira em (19|20) dias/ })).toBeVisible();
    await expect(page.getByText(`Titular: CN=e2e-${suffix}.mentor.test`)).toBeVisible();
    await expect(page.getByText('Certificado perto do vencimento')).toBeVisible();
    // The change is in the certificate's history.
    await expect(page.getByRole('cell', { name: /e2e-/ }).first()).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the projects list searches by name and keeps the search in the URL', async ({ page }) => {
  await openAs(page, 'comercial.admin', '/projects');
  await page.getByLabel('Nome do projeto').fill('Vila');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/search=Vila/);
  const table = page.getByRole('table', { name: 'Projetos' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Vila Rica Pay' })).toBeVisible();
});

test("sets the project's centralizer account with the bank picker and a one-time code", async ({ page }) => {
  await openAs(page, 'plataforma.admin', '/projects/4');
  const account = page.locator('form').filter({ hasText: 'Conta centralizadora do projeto' });
  await account.getByRole('combobox', { name: 'Banco' }).fill('Itaú');
  await page.getByRole('option', { name: '341 - Itaú Unibanco S.A.' }).click();
  await account.getByRole('textbox', { name: 'Agência' }).fill('1234');
  await account.getByRole('textbox', { name: 'Conta', exact: true }).fill('56789');
  await account.getByRole('textbox', { name: 'Dígito' }).fill('0');
  await account.getByRole('textbox', { name: 'Titular', exact: true }).fill('Atlas Pagamentos Ltda');
  await account.getByRole('textbox', { name: 'CPF/CNPJ do titular' }).fill('27865757000102');
  await account.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await page.reload();
  // Stored as the bank's code and shown as 'code - name' again.
  await expect(
    page
      .locator('form')
      .filter({ hasText: 'Conta centralizadora do projeto' })
      .getByRole('combobox', { name: 'Banco' }),
  ).toHaveValue('341 - Itaú Unibanco S.A.');
});
