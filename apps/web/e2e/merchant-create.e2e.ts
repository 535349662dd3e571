import { Buffer } from 'node:buffer';
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { confirmCode } from './support/otp';
import { openAs } from './support/session';

/** A project of the demo data with many merchants. */
const SEEDED_PROJECT = 'Mentor Pagamentos';

function checkDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF made for this run. */
function newCpf(): string {
  const base = [9, ...Array.from({ length: 8 }, () => randomInt(10))];
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A valid CNPJ made for this run (branch 0001). */
function newCnpj(): string {
  const base = [...Array.from({ length: 8 }, () => randomInt(10)), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A small PDF (the server recognises PDF by its first bytes). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

/** The postcode service answers for Avenida Paulista (the browser test has no internet). */
async function answerPostcode(page: Page): Promise<void> {
  await page.route('**/ws/01310100/json/', (route) =>
    route.fulfill({
      json: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      },
    }),
  );
}

async function openWizard(page: Page): Promise<Locator> {
  await openAs(page, 'plataforma.admin', '/merchants');
  await page.getByRole('button', { name: 'Novo lojista' }).click();
  const wizard = page.getByRole('dialog', { name: 'Novo lojista' });
  await expect(wizard).toBeVisible();
  return wizard;
}

async function sendDocument(page: Page, wizard: Locator, name: string, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await wizard.getByRole('button', { name: `Enviar ${name}`, exact: true }).click();
  await (await chooser).setFiles(pdf(file));
}

test('an empty step does not advance, shows the field messages and asks no one-time code', async ({
  page,
}) => {
  const wizard = await openWizard(page);
  const otp = page.getByRole('dialog', { name: 'Código de verificação' });

  // The lookup needs a valid CPF first.
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await expect(wizard.getByText('O campo CPF é obrigatório')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill('111.111.111-11');
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await expect(wizard.getByText('CPF não é valido')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill(newCpf());
  await wizard.getByRole('textbox', { name: 'CNPJ (pessoa jurídica)' }).fill(newCnpj());
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await expect(wizard.getByText('Cadastro manual')).toBeVisible();

  // The data step refuses to move on while empty.
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  await expect(wizard.getByText('O campo Razão social / Nome é obrigatório')).toBeVisible();
  await expect(wizard.getByText('O campo MCC é obrigatório')).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Razão social / Nome' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(wizard.getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
  await expect(otp).toHaveCount(0);

  // The address step too: no code is asked before its fields are valid.
  await wizard.getByRole('textbox', { name: 'Razão social / Nome' }).fill('Lojista incompleto e2e');
  await wizard.getByRole('textbox', { name: 'MCC' }).fill('5812');
  // Escape does not drop what was typed without asking.
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Continuar preenchendo' })
    .click();
  await expect(wizard.getByRole('textbox', { name: 'Razão social / Nome' })).toHaveValue(
    'Lojista incompleto e2e',
  );
  const project = wizard.getByRole('combobox', { name: 'Projeto' });
  if ((await project.inputValue()) === '') {
    await project.click();
    await page.getByRole('option', { name: SEEDED_PROJECT, exact: true }).click();
  }
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  await wizard.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(wizard.getByText('O campo CEP é obrigatório')).toBeVisible();
  await expect(wizard.getByText('O campo Número é obrigatório')).toBeVisible();
  await expect(otp).toHaveCount(0);

  // An unreachable postcode service is not a postcode that does not exist.
  await page.route('**/ws/01310100/json/', (route) => route.abort('internetdisconnected'));
  await wizard.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
  await expect(
    wizard.getByText('Não foi possível consultar o CEP agora. Preencha o endereço.'),
  ).toBeVisible();
  await expect(wizard.getByText('CEP não encontrado.')).toHaveCount(0);
});

test("a field the server refuses shows under the field, back on the field's step", async ({ page }) => {
  test.setTimeout(120_000);
  await answerPostcode(page);
  const wizard = await openWizard(page);
  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill(newCpf());
  await wizard.getByRole('textbox', { name: 'CNPJ (pessoa jurídica)' }).fill(newCnpj());
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await wizard.getByRole('textbox', { name: 'Razão social / Nome' }).fill('Lojista MCC inexistente e2e');
  const project = wizard.getByRole('combobox', { name: 'Projeto' });
  await project.click();
  await page.getByRole('option', { name: SEEDED_PROJECT, exact: true }).click();
  // Four digits, but no card network's MCC: only the server knows.
  await wizard.getByRole('textbox', { name: 'MCC' }).fill('0001');
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  await wizard.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
  await expect(wizard.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Paulista');
  await wizard.getByRole('textbox', { name: 'Número' }).fill('1');
  await wizard.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(wizard.getByText('MCC não encontrado.')).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'MCC' })).toHaveAttribute('aria-invalid', 'true');
});

test('a document denied in onboarding stops the wizard at the lookup with the spec message', async ({
  page,
}) => {
  await openAs(page, 'plataforma.admin', '/merchants?status=REPROVED');
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((text) => text.includes('CPF/CNPJ'));
  const cell = table.getByRole('row').nth(1).getByRole('cell').nth(column);
  const document = ((await cell.textContent()) ?? '').replace(/\D/g, '');
  expect(document.length === 11 || document.length === 14).toBe(true);

  await page.getByRole('button', { name: 'Novo lojista' }).click();
  const wizard = page.getByRole('dialog', { name: 'Novo lojista' });
  await wizard
    .getByRole('textbox', { name: 'CPF', exact: true })
    .fill(document.length === 11 ? document : newCpf());
  if (document.length === 14)
    await wizard.getByRole('textbox', { name: 'CNPJ (pessoa jurídica)' }).fill(document);
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await expect(wizard.getByText('Lojista negado no onboarding: não é possível cadastrá-lo.')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Próximo' })).toHaveCount(0);
});

test('an operator creates a PJ merchant with its documents and a one-time code, finds it by CNPJ and groups it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await answerPostcode(page);
  const wizard = await openWizard(page);
  const cnpj = newCnpj();
  const name = `Lojista e2e ${Date.now().toString(36)}`;

  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill(newCpf());
  await wizard.getByRole('textbox', { name: 'CNPJ (pessoa jurídica)' }).fill(cnpj);
  await wizard.getByRole('button', { name: 'Consultar' }).click();
  await expect(wizard.getByText('Cadastro manual')).toBeVisible();

  await wizard.getByRole('textbox', { name: 'Razão social / Nome' }).fill(name);
  await wizard.getByRole('textbox', { name: 'Nome fantasia' }).fill('Fantasia e2e');
  const projectBox = wizard.getByRole('combobox', { name: 'Projeto' });
  await projectBox.click();
  await page.getByRole('option', { name: SEEDED_PROJECT, exact: true }).click();
  const project = await projectBox.inputValue();
  expect(project).not.toBe('');
  await wizard.getByRole('textbox', { name: 'MCC' }).fill('5812');
  await wizard.getByRole('button', { name: 'Próximo' }).click();

  // The postcode fills the address.
  await wizard.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
  await expect(wizard.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Paulista');
  await expect(wizard.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(wizard.getByRole('textbox', { name: 'UF' })).toHaveValue('SP');
  await wizard.getByRole('textbox', { name: 'Número' }).fill('1000');
  await wizard.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmCode(page, 'plataforma.admin');
  await expect(page.getByText('Lojista cadastrado.')).toBeVisible();

  // The documents of a company (spec §5): each one goes to sent.
  const documents = wizard.getByRole('table', { name: 'Documentos' });
  await expect(documents.getByText('Comprovante de residência')).toHaveCount(0);
  const required = [
    ['CNH (frente)', 'CNH-FRONT'],
    ['CNH (verso)', 'CNH-VERSE'],
    ['Cartão CNPJ', 'CNPJ-FRONT'],
    ['Contrato social', 'SOCIAL_CONTRACT-FRONT'],
    ['Comprovante de endereço do estabelecimento', 'PROOF_OF_ESTABLISHMENT_ADDRESS-FRONT'],
  ] as const;
  for (const [label, slot] of required) {
    await sendDocument(page, wizard, label, `${slot.toLowerCase()}.pdf`);
    await expect(wizard.getByTestId(`upload-${slot}`)).toHaveText('Enviado');
  }
  await wizard.getByRole('button', { name: 'Concluir' }).click();

  // Found in the list by its CNPJ (digits only), and opened.
  const filters = page.getByRole('button', { name: 'Filtros' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('textbox', { name: 'CPF|CNPJ' }).fill(cnpj);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`cpf_cnpj=${cnpj}`));
  const table = page.getByRole('table', { name: 'Lojistas' });
  await expect(table.getByRole('link', { name })).toHaveCount(1, { timeout: 30_000 });
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/merchants\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(page.getByText('cnpj-front.pdf')).toBeVisible();

  // A group with it.
  await page.goto('/merchantgroups');
  await page.getByRole('button', { name: 'Novo grupo' }).click();
  const groupForm = page.getByRole('dialog', { name: 'Novo grupo' });
  const groupName = `Grupo ${name}`;
  await groupForm.getByRole('textbox', { name: 'Nome do grupo' }).fill(groupName);
  await groupForm.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await groupForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo cadastrado.')).toBeVisible();
  await page.getByRole('button', { name: 'Associar lojistas' }).click();
  const associate = page.getByRole('dialog', { name: `Associar lojistas ao grupo ${groupName}` });
  await associate.getByPlaceholder('Nome, código ou CPF/CNPJ').fill(cnpj);
  await page
    .getByRole('option', { name: new RegExp(`^${name} ·`) })
    .first()
    .click();
  await associate.getByRole('heading').click();
  await associate.getByRole('button', { name: 'Associar lojistas' }).click();
  await expect(page.getByText('Lojista(s) associado(s) ao grupo.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Lojistas do grupo' }).getByRole('link', { name }),
  ).toBeVisible();
});
