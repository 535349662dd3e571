import { expect, type Page, test } from '@playwright/test';
import { submitLogin } from './support/login';
import { confirmCode } from './support/otp';
import { setOwnPassword } from './support/password-link';
import { openAs } from './support/session';

/**
 * Four eyes through the console, with real sign-ins and one-time codes: a settlement approved
 * after its set changed is refused as stale; loosening an approval rule waits for a second
 * administrator; a pending change whose requester was disabled is not applied.
 */
test.describe.configure({ mode: 'serial' });

const SETTLE_RULE = 'Liquidar pagamentos (valor somado por pessoa, tipo de pagamento e dia)';
/** Changing the settlement rule needs what it governs (settle_payments): a platform administrator. */
const RULE_ADMIN = 'plataforma.admin';
const DEFAULT_SETTLE_MIN = 1_000_000;

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const payments = `/financial/payments?daterange_start=${day(-1)}&daterange_end=${day(6)}&daterange_type=dt_payment`;

const reais = (value: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: 2 });

async function giveReason(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Solicitação do cliente' }).click();
  await dialog.getByRole('textbox', { name: /Comentário/ }).fill('Liquidação do dia');
  await dialog.getByRole('button', { name: title, exact: true }).click();
}

/** The approval rules of the approvals screen, as an administrator who may change them. */
async function openRules(page: Page) {
  await page.goto('/approvals');
  await page.getByText('Regras', { exact: true }).click();
  return page.getByRole('table', { name: 'Regras de aprovação' });
}

async function setSettleMinimum(page: Page, value: number) {
  const rules = await openRules(page);
  await rules.getByRole('textbox', { name: `Valor mínimo: ${SETTLE_RULE}` }).fill(String(value));
  await rules.getByRole('button', { name: `Salvar regra: ${SETTLE_RULE}` }).click();
  await confirmCode(page, RULE_ADMIN);
}

test('a settlement whose set changed before the approval is refused as stale; loosening the rule back waits for a second administrator', async ({
  browser,
}) => {
  // Six one-time codes of four people and five screens.
  test.setTimeout(300_000);
  const operator = await browser.newPage();
  await openAs(operator, 'financeiro', payments);
  const sum = Number(((await operator.getByTestId('sum-payments').textContent()) ?? '').replace(/\D/g, ''));
  expect(sum).toBeGreaterThan(0);
  // Tightening applies at once: from half the TED payments of these days the settlement of the
  // whole tab needs a second person, while settling a few rows does not.
  const threshold = Math.min(Math.floor(sum / 200), DEFAULT_SETTLE_MIN - 1);

  const admin = await browser.newPage();
  await openAs(admin, RULE_ADMIN, '/');
  await setSettleMinimum(admin, threshold);
  await expect(admin.getByText('Regra atualizada.')).toBeVisible();

  // The operator asks to settle the whole TED tab: it waits for approval, its set frozen.
  await operator.getByRole('button', { name: 'Liquidar a aba' }).click();
  await giveReason(operator, 'Liquidar a aba');
  await confirmCode(operator, 'financeiro');
  await expect(operator.getByText('Alteração enviada para aprovação.')).toBeVisible();

  // Before the approval, an SLC payment becomes TED: the tab is no longer the set asked for.
  await operator.getByRole('tab', { name: 'SLC' }).click();
  const box = operator
    .getByRole('table', { name: 'Pagamentos' })
    .getByRole('checkbox', { name: /^Selecionar registro \d+$/ })
    // The last row of the page: the payments test converts the first one.
    .last();
  await box.check();
  await operator.getByRole('button', { name: 'Converter em TED' }).click();
  await giveReason(operator, 'Converter em TED');
  await confirmCode(operator, 'financeiro');
  await expect(operator.getByText('1 pagamento(s) convertidos em TED.')).toBeVisible();
  await operator.close();

  // The approver sees the frozen count and total, approves, and is refused: nothing is paid.
  const approver = await browser.newPage();
  await openAs(approver, 'superadmin', '/approvals');
  const card = approver
    .getByRole('article')
    .filter({ hasText: SETTLE_RULE })
    .filter({ hasText: 'Marcos Albuquerque' })
    .first();
  await expect(card.getByTestId('approval-frozen')).toHaveText(
    /^Conjunto congelado: \d+ pagamentos?, total R\$\s[\d.]+,\d{2}$/,
  );
  const frozen = (await card.getByTestId('approval-frozen').textContent()) ?? '';
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await confirmCode(approver, 'superadmin');
  await expect(approver.getByText(/^O conjunto mudou desde a solicitação/)).toBeVisible();
  await approver.getByText('Todas', { exact: true }).click();
  const stale = approver.getByRole('article').filter({ hasText: frozen }).first();
  await expect(stale).toContainText('Desatualizada');
  await expect(stale).toContainText('Recusada por desatualização por Helena Duarte');
  await approver.close();

  // Raising the amount back loosens the rule: it waits for someone else, the rule stays on.
  await setSettleMinimum(admin, DEFAULT_SETTLE_MIN);
  await expect(admin.getByText('Alteração enviada para aprovação.')).toBeVisible();
  let rules = await openRules(admin);
  await expect(rules.getByRole('textbox', { name: `Valor mínimo: ${SETTLE_RULE}` })).toHaveValue(
    `R$ ${reais(threshold)}`,
  );
  // The requester is offered no approval of their own request.
  await admin.getByText('Minhas solicitações', { exact: true }).click();
  const own = admin
    .getByRole('article')
    .filter({ hasText: 'Afrouxar uma regra de aprovação' })
    .filter({ hasText: 'Pendente' })
    .first();
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);

  // The second administrator also holds what the rule governs.
  const second = await browser.newPage();
  await openAs(second, 'superadmin', '/approvals');
  const loosening = second
    .getByRole('article')
    .filter({ hasText: 'Afrouxar uma regra de aprovação' })
    .filter({ hasText: 'Otávio Prado' })
    .first();
  await loosening.getByRole('button', { name: 'Aprovar' }).click();
  await confirmCode(second, 'superadmin');
  await expect(second.getByText('Alteração aprovada e aplicada.')).toBeVisible();
  await second.close();

  rules = await openRules(admin);
  await expect(rules.getByRole('textbox', { name: `Valor mínimo: ${SETTLE_RULE}` })).toHaveValue(
    `R$ ${reais(DEFAULT_SETTLE_MIN)}`,
  );
  await admin.close();
});

test('a pending change whose requester was disabled before the approval is not applied', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const username = `e2e.solicitante.${suffix}`;
  const password = 'SenhaE2E#2026';

  // An administrator creates a project administrator of Vila Rica Pay.
  const admin = await browser.newPage();
  await openAs(admin, 'comercial.admin', '/users');
  await admin.getByRole('combobox', { name: 'Projeto' }).click();
  await admin.getByRole('option', { name: 'Vila Rica Pay' }).click();
  await admin.getByRole('button', { name: 'Novo usuário' }).click();
  const form = admin.getByRole('dialog', { name: 'Novo usuário' });
  await form.getByLabel('Usuário').fill(username);
  await form.getByLabel('Nome').fill(`Solicitante ${suffix}`);
  await form.getByLabel('E-mail').fill(`${username}@vilarica.com.br`);
  await form.getByLabel('CPF/CNPJ').fill('52998224725');
  await form
    .getByRole('textbox', { name: 'Perfil' })
    .or(form.getByRole('combobox', { name: 'Perfil' }))
    .click();
  await admin.getByRole('option', { name: 'COMERCIAL ADMINISTRADOR' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(admin, 'comercial.admin');
  await expect(admin.getByText('Usuário criado.')).toBeVisible();

  // The new administrator sets their own password from the mailed link, signs in and asks to
  // raise the project's daily limit.
  const context = await browser.newContext();
  const requester = await context.newPage();
  await setOwnPassword(requester, username, password);
  await requester.goto('/projects/2');
  await submitLogin(requester, username, password);
  const parameters = requester.locator('form').filter({ hasText: 'Parâmetros' });
  const limit = 700_000 + (Date.now() % 997);
  await parameters.getByRole('textbox', { name: 'Limite diário' }).fill(String(limit));
  await parameters.getByRole('button', { name: 'Salvar' }).click();
  await expect(requester.getByText('Alteração enviada para aprovação.')).toBeVisible();
  await context.close();

  // The requester is disabled before anyone approves.
  await admin.getByLabel('Nome ou email').fill(`${username}@vilarica`);
  await admin.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = admin.getByRole('table', { name: 'Usuários do projeto' }).getByRole('row', { name: username });
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = admin.getByRole('dialog', { name: 'Editar usuário' });
  await edit.getByRole('switch', { name: 'Ativo' }).uncheck();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await confirmCode(admin, 'comercial.admin');
  await expect(admin.getByText('Usuário atualizado.')).toBeVisible();

  // Another administrator approves: refused, and the limit stays as it was.
  await admin.goto('/approvals');
  const card = admin
    .getByRole('article')
    .filter({ hasText: 'project_parameter #2' })
    .filter({ hasText: `Solicitante ${suffix}` });
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await confirmCode(admin, 'comercial.admin');
  await expect(admin.getByText(/^Quem solicitou esta alteração foi desativado/)).toBeVisible();
  await expect(card).toContainText('Pendente');
  // It stays pending until someone rejects it.
  await card.getByRole('button', { name: 'Rejeitar' }).click();
  const reject = admin.getByRole('dialog', { name: 'Rejeitar alteração' });
  await reject.getByRole('textbox', { name: /Motivo da rejeição/ }).fill('Solicitante desativado');
  await reject.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(admin.getByText('Alteração rejeitada.')).toBeVisible();
  await admin.goto('/projects/2');
  await expect(
    admin.locator('form').filter({ hasText: 'Parâmetros' }).getByRole('textbox', { name: 'Limite diário' }),
  ).not.toHaveValue(new RegExp(reais(limit).replace('.', '\\.')));
  await admin.close();
});
