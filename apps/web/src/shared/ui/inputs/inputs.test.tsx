import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CurrencyInput } from './currency-input';
import { CepInput, CnaeInput, CnpjInput, CpfCnpjInput, CpfInput, PhoneInput } from './document-inputs';
import { PercentInput } from './percent-input';

function Controlled({
  Input,
  onValue,
  initial = '',
}: {
  Input: typeof CpfInput;
  onValue: (digits: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Input
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onValue(digits);
      }}
    />
  );
}

describe('masked inputs', () => {
  it.each([
    ['CPF', CpfInput, '12345678901234', '123.456.789-01', '12345678901'],
    ['CNPJ', CnpjInput, '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['CEP', CepInput, '01310100', '01310-100', '01310100'],
    ['CNAE', CnaeInput, '6201501', '6201-5/01', '6201501'],
    ['Telefone', PhoneInput, '11987654321', '(11) 98765-4321', '11987654321'],
  ])('%s shows the mask and reports digits only', async (label, Input, typed, shown, digits) => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled Input={Input} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: label });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(onValue).toHaveBeenLastCalledWith(digits);
  });

  it('CPF/CNPJ switches from the CPF to the CNPJ mask past 11 digits', async () => {
    renderWithProviders(<Controlled Input={CpfCnpjInput} onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.type(input, '12345678901');
    expect(input).toHaveValue('123.456.789-01');
    await userEvent.type(input, '234');
    expect(input).toHaveValue('12.345.678/9012-34');
  });

  it('ignores letters typed into a document field', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled Input={CpfInput} onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '12a3');
    expect(onValue).toHaveBeenLastCalledWith('123');
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('123');
  });
});

function ControlledCurrency({
  onValue,
  initial = null,
}: {
  onValue: (cents: number | null) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <CurrencyInput
      label="Valor"
      value={value}
      onChange={(cents) => {
        setValue(cents);
        onValue(cents);
      }}
    />
  );
}

describe('CurrencyInput', () => {
  it('shows cents as reais with the Brazilian format', () => {
    renderWithProviders(<ControlledCurrency onValue={() => {}} initial={123456} />);
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.234,56');
  });

  it('reports typed amounts in integer cents', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledCurrency onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '19,99');
    expect(onValue).toHaveBeenLastCalledWith(1999);
  });

  it('refuses a minus sign', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledCurrency onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await userEvent.type(input, '-5');
    expect(onValue).toHaveBeenLastCalledWith(500);
    expect(input).not.toHaveValue(expect.stringContaining('-'));
  });

  it('reports null when emptied', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledCurrency onValue={onValue} initial={500} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Valor' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});

function ControlledPercent({ onValue }: { onValue: (percent: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PercentInput
      label="Taxa"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('PercentInput', () => {
  it('reports the typed percentage with a decimal comma', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledPercent onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Taxa' });
    await userEvent.type(input, '2,55');
    expect(onValue).toHaveBeenLastCalledWith(2.55);
    expect(input).toHaveValue('2,55 %');
  });
});
