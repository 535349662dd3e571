import { validationMessages } from '@mentor/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, type TestLanguage } from '../../../../test/render';
import enKit from '../../../locales/en/kit.json';
import ptKit from '../../../locales/pt-BR/kit.json';
import { validationKey } from './field-message';
import { FormTextInput } from './form-fields';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

/** One message of each of the contract's kinds, as the schemas write them. */
const CONTRACT_MESSAGES = [
  validationMessages.required('Nome'),
  validationMessages.email('E-mail'),
  validationMessages.confirmed('Senha', 'Confirmação'),
  validationMessages.confirmed('Senha'),
  validationMessages.digits('Código', 6),
  validationMessages.numeric('Agência'),
  validationMessages.minValue('Valor', 1),
  validationMessages.maxValue('Valor', 1000.5),
  validationMessages.length('UF', 2),
  validationMessages.requiredStartDate('Período'),
  validationMessages.requiredEndDate('Período'),
  validationMessages.cpfCnpj('CPF/CNPJ'),
  validationMessages.phone(),
  validationMessages.date(),
  validationMessages.after('Data final'),
  validationMessages.max('Motivo', 500),
  validationMessages.maxPercentage(100),
  validationMessages.minPercentage(1.5),
  validationMessages.arrayMin(1),
  validationMessages.arrayMax(10),
  validationMessages.boolean(),
  validationMessages.enum('Tipo'),
  validationMessages.number('Valor'),
  validationMessages.negative('Valor'),
  validationMessages.cep('0131'),
];

const interpolate = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const section = (kit: unknown) => (kit as { validation: Record<string, string> }).validation;

const schema = z.object({ reason: z.string().trim().min(1, validationMessages.required('Motivo')) });
function ReasonForm() {
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  return (
    <SchemaForm form={form} onSubmit={() => undefined}>
      <FormTextInput control={form.control} name="reason" label="Reason" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

describe('field messages', () => {
  it.each(CONTRACT_MESSAGES)('%s has a key whose Portuguese text is the message itself', (message) => {
    const known = validationKey(message);
    expect(known).not.toBeNull();
    const name = known?.key.replace('validation.', '') ?? '';
    expect(interpolate(section(ptKit)[name] ?? '', known?.values ?? {})).toBe(message);
    expect(section(enKit)[name]).toMatch(/^[\x20-\x7E]+$/);
  });

  it('leaves other messages alone', () => {
    expect(validationKey('A soma dos percentuais de split no período ultrapassa 100%.')).toBeNull();
  });

  it.each([
    ['en', 'Required field'],
    ['pt-BR', 'O campo Motivo é obrigatório'],
  ] as [TestLanguage, string][])('shows a required field in %s as %j', async (language, shown) => {
    renderWithProviders(<ReasonForm />, { language });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(shown)).toBeVisible();
  });
});
