import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { FieldDiff } from './field-diff';

function rowOf(name: string | RegExp) {
  return screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('FieldDiff', () => {
  it('shows money in R$ under the screen’s label, and only the fields that changed', () => {
    renderWithProviders(
      <FieldDiff
        context="project_parameter"
        label="Campos alterados"
        before={{
          max_installments: 12,
          daily_limit_amount: 60_000_000,
          support_email: null,
          updated_at: '2026-11-01T10:00:00Z',
        }}
        after={{
          max_installments: 12,
          daily_limit_amount: 70_000_000,
          support_email: '',
          updated_at: '2026-11-26T10:00:00Z',
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Campos alterados' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Limite diário']);
    expect(cells(rowOf('Limite diário'))).toEqual(['R$\u00a0600.000,00', 'R$\u00a0700.000,00']);
    expect(table).not.toHaveTextContent(/60000000|max_installments|Parcelas|updated_at/);
  });

  it('shows instants in Brasília time, the day before when UTC has passed midnight', () => {
    renderWithProviders(
      <FieldDiff
        context="merchant"
        label="Campos alterados"
        before={{ dt_block: null, created_at: '2026-11-20T13:00:00.000Z' }}
        after={{ dt_block: '2026-11-21T02:30:00.000Z', created_at: '2026-11-20T13:05:00.000Z' }}
      />,
    );
    expect(cells(rowOf('Bloqueado em'))).toEqual(['—', '20/11/2026 23:30']);
    expect(cells(rowOf('Cadastrado em'))).toEqual(['20/11/2026 10:00', '20/11/2026 10:05']);
  });

  it('names options, yes/no and nested fields in the reader’s language', async () => {
    const change = {
      before: { blocked: false, block_type_id: null },
      after: {
        blocked: true,
        block_type_id: 1,
        affected: { tpv_last_30_days: 1_234_567, active_terminals: 1066 },
      },
    };
    const view = renderWithProviders(<FieldDiff context="merchant" label="Campos" {...change} />);
    expect(cells(rowOf('Tipo de bloqueio'))).toEqual(['—', 'Venda contestada']);
    expect(cells(rowOf('Bloqueado'))).toEqual(['Não', 'Sim']);
    expect(cells(rowOf('TPV dos últimos 30 dias'))).toEqual(['—', 'R$\u00a012.345,67']);
    expect(cells(rowOf('Terminais ativos'))).toEqual(['—', '1.066']);
    expect(screen.queryByText(/block_type_id|affected|tpv_last/)).toBeNull();

    await view.i18n.changeLanguage('en');
    expect(await screen.findByRole('rowheader', { name: 'Block type' })).toBeInTheDocument();
    expect(cells(rowOf('Block type'))).toEqual(['—', 'Contested sale']);
    expect(cells(rowOf('Blocked'))).toEqual(['No', 'Yes']);
    expect(cells(rowOf('Active terminals'))).toEqual(['—', '1,066']);
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
  });

  it('lists array items field by field and humanises fields nobody declared', () => {
    renderWithProviders(
      <FieldDiff
        context="merchant"
        label="Campos"
        before={{ phones: [{ phone_type: 'COMERCIAL', number: '1133334444' }], risk_score_v2: 3 }}
        after={{ phones: [{ phone_type: 'CELULAR', number: '11999998888' }], risk_score_v2: 4 }}
      />,
    );
    const phones = rowOf('Telefones');
    expect(
      within(phones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tipo: Comercial · Telefone: 1133334444', 'Tipo: Celular · Telefone: 11999998888']);
    expect(cells(rowOf('Risk score v2'))).toEqual(['3', '4']);
  });

  it('folds long text and long lists until asked', async () => {
    const long = `Bloqueio por suspeita de fraude. ${'Contestação recebida da bandeira. '.repeat(6)}Fim.`;
    renderWithProviders(
      <FieldDiff
        context="role"
        label="Campos"
        before={{ description: 'Curta', permissions: ['a'] }}
        after={{ description: long, permissions: ['a', 'b', 'c', 'd', 'e'] }}
      />,
    );
    const description = rowOf('Descrição');
    expect(description).not.toHaveTextContent('Fim.');
    await userEvent.click(within(description).getByRole('button', { name: 'Mostrar tudo' }));
    expect(description).toHaveTextContent(long);
    expect(within(description).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const permissions = rowOf('Permissões');
    const after = within(permissions).getAllByRole('cell')[1] as HTMLElement;
    expect(within(after).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(after).getByRole('button', { name: 'Mostrar mais 2 itens' }));
    expect(
      within(after)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('says so when nothing changed', () => {
    renderWithProviders(
      <FieldDiff
        context="merchant"
        label="Campos"
        before={{ mcc: '5812', phones: [] }}
        after={{ mcc: '5812' }}
      />,
    );
    expect(screen.getByText('Nenhum campo alterado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('FieldDiff with the server’s comparison', () => {
  it('shows a personal value whose masks look alike when the server says it changed', () => {
    renderWithProviders(
      <FieldDiff
        context="merchant"
        label="Campos"
        before={{ email: 'a•••@l•••.com.br', mcc: '5812' }}
        after={{ email: 'a•••@l•••.com.br', mcc: '5812' }}
        changed={['email']}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['E-mail']);
    expect(screen.getAllByLabelText('E-mail (Antes) oculto')).toHaveLength(1);
  });
});
