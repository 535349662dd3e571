import { expect, test } from '@playwright/test';
import { accessToken } from './support/login';
import { openAs } from './support/session';

test('a history value is masked for everyone and shown in clear through a logged reveal', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // comercial.admin holds reveal_personal_data and manages project 4's sales representatives.
  await openAs(page, 'comercial.admin', '/');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const list = await page.request.get('/api/v1/project/4/sales_representative?search=Marina', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const rep = (await list.json()).data[0] as {
    id: number;
    name: string;
    document: string;
    phone: string | null;
    active: boolean;
  };
  const email = `marina.${Date.now().toString(36)}@mentor.demo`;
  const changed = await page.request.put(`/api/v1/project/4/sales_representative/${rep.id}`, {
    headers,
    data: { name: rep.name, document: rep.document, email, phone: rep.phone, active: rep.active },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto(`/projects/4/sales_representatives/${rep.id}`);
  const history = page.getByRole('region', { name: 'Histórico de alterações' }).first();
  // The newest change (a reveal, once made, is listed above it).
  const entry = history.getByTestId('history-entry').filter({ hasText: 'Alteração' }).first();
  await expect(entry.getByLabel('E-mail (Depois) oculto')).toBeVisible({ timeout: 30_000 });
  await expect(entry).not.toContainText(email);

  await entry.getByRole('button', { name: 'Mostrar E-mail (Depois)' }).click();
  await expect(entry.getByLabel('E-mail (Depois) exibido')).toHaveText(email);
  // The reveal is itself in the history.
  await expect(history.getByText('Viu o campo E-mail sem máscara').first()).toBeVisible();
});
