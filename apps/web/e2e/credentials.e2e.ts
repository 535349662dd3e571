import { Buffer } from 'node:buffer';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

/** The client-credentials grant at the console's own identity provider, as a partner calls it. */
async function tokenStatus(request: APIRequestContext, clientId: string, secret: string): Promise<number> {
  const response = await request.post('/auth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'grant_type=client_credentials',
  });
  return response.status();
}

async function shownSecret(page: Page): Promise<{ clientId: string; secret: string }> {
  const dialog = page.getByRole('dialog', { name: 'Segredo da credencial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copie o segredo agora: ele não será exibido novamente.')).toBeVisible();
  const secret = ((await dialog.getByLabel('Segredo', { exact: true }).textContent()) ?? '').trim();
  const clientId = ((await dialog.locator('p code').first().textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { clientId, secret };
}

async function pick(page: Page, field: string, option: string) {
  const dialog = page.getByRole('dialog', { name: 'Nova credencial' });
  await dialog
    .getByRole('textbox', { name: field })
    .or(dialog.getByRole('combobox', { name: field }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).click();
  // A multi-select keeps its list open: leave it by focusing the first field.
  await dialog.getByLabel('Nome do cliente').click();
  await expect(page.getByRole('option', { name: option })).toBeHidden();
}

test('an operator creates a credential with roles and a one-time code, copies the secret, resets it and disables it', async ({
  page,
  context,
  request,
}) => {
  // Three changes, each with a fresh one-time code (a 30-second step apart at worst).
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Parceiro E2E ${Date.now().toString(36)}`;
  await openAs(page, 'plataforma.admin', '/credentials');
  await expect(page.getByRole('heading', { name: 'Credenciais' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova credencial' }).click();
  const form = page.getByRole('dialog', { name: 'Nova credencial' });
  await form.getByLabel('Nome do cliente').fill(name);
  await pick(page, 'Projeto', 'Mentor Pagamentos');
  await pick(page, 'Permissões (client roles)', 'pix:read · Consultar Pix');
  await pick(page, 'Serviços (realm roles)', 'pix-api');
  await form.getByRole('button', { name: 'Criar' }).click();
  await confirmCode(page, 'plataforma.admin');

  // The secret is shown once and copied; it obtains a token at once.
  const first = await shownSecret(page);
  await page.getByRole('button', { name: 'Copiar segredo' }).click();
  await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.secret);
  expect(await tokenStatus(request, first.clientId, first.secret)).toBe(200);
  await page.getByRole('button', { name: 'Já copiei' }).click();

  // The detail never shows the secret again, only its last characters.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('code').filter({ hasText: first.clientId })).toBeVisible();
  await expect(page.getByText(first.secret)).toHaveCount(0);
  await expect(page.getByText(`…${first.secret.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover pix:read' })).toBeVisible();

  // Reset at once: the old secret stops, the new one works.
  await page.getByRole('button', { name: 'Trocar segredo' }).click();
  const reset = page.getByRole('dialog', { name: 'Trocar o segredo' });
  await reset.getByRole('button', { name: 'Trocar segredo' }).click();
  await confirmCode(page, 'plataforma.admin');
  const second = await shownSecret(page);
  expect(second.secret).not.toBe(first.secret);
  await page.getByRole('button', { name: 'Já copiei' }).click();
  expect(await tokenStatus(request, first.clientId, first.secret)).toBe(401);
  expect(await tokenStatus(request, first.clientId, second.secret)).toBe(200);

  // Disabling shows the traffic first and asks for a reason; then no secret works.
  await page.getByRole('button', { name: 'Desativar' }).click();
  const ask = page.getByRole('dialog', { name: 'Desativar credencial' });
  await expect(ask.getByText(/tokens? emitidos? nas últimas 24 horas/)).toBeVisible();
  await ask
    .getByRole('textbox', { name: 'Motivo' })
    .or(ask.getByRole('combobox', { name: 'Motivo' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Suspeita de fraude' }).click();
  await ask.getByRole('button', { name: 'Desativar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(page.getByTestId('credential-status')).toHaveText('Desativada');
  expect(await tokenStatus(request, first.clientId, second.secret)).toBe(401);
});
