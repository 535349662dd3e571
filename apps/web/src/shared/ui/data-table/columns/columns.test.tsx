import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../../test/render';
import { cellText, TableCell } from '../table-cell';
import { dateColumn } from './date-column';
import { idColumn } from './id-column';
import { moneyColumn } from './money-column';
import { statusColumn } from './status-column';

interface Payment {
  id: number;
  nsu: string | null;
  amount: number | string | null;
  paid_at: string | null;
  status: string | null;
}

const row: Payment = {
  id: 4812,
  nsu: null,
  amount: '123456789012345678',
  paid_at: '2026-11-20T02:30:15Z',
  status: 'CONFIRMED',
};

describe('column helpers', () => {
  it('money: reais from integer cents, every digit kept, aligned right, dash when missing', () => {
    const column = moneyColumn<Payment>({ key: 'amount', header: 'Valor', cents: (r) => r.amount });
    expect(column.align).toBe('right');
    expect(cellText(column, row)?.replace(/\s/g, ' ')).toBe('R$ 1.234.567.890.123.456,78');
    expect(cellText(column, { ...row, amount: 1990 })?.replace(/\s/g, ' ')).toBe('R$ 19,90');
    expect(cellText(column, { ...row, amount: null })).toBe('-');
  });

  it('date: Brasília time whatever the zone of the value, at the precision asked', () => {
    const minutes = dateColumn<Payment>({ key: 'paid_at', header: 'Pago em', value: (r) => r.paid_at });
    // 02:30 UTC on the 20th is 23:30 on the 19th in Brasília.
    expect(cellText(minutes, row)).toBe('19/11/2026 23:30');
    expect(minutes.brasiliaTime).toBe(true);
    const seconds = dateColumn<Payment>({
      key: 'paid_at',
      header: 'Pago em',
      value: (r) => r.paid_at,
      precision: 'seconds',
    });
    expect(cellText(seconds, row)).toBe('19/11/2026 23:30:15');
    const day = dateColumn<Payment>({
      key: 'paid_at',
      header: 'Dia',
      value: (r) => r.paid_at,
      precision: 'date',
    });
    expect(cellText(day, row)).toBe('19/11/2026');
    expect(day.brasiliaTime).toBeUndefined();
    expect(cellText(minutes, { ...row, paid_at: null })).toBe('-');
  });

  it('status: the chip with the label in the screen language, pinned right unless told', () => {
    const column = statusColumn<Payment>({
      key: 'status',
      header: 'Status',
      code: (r) => r.status,
      lang: 'en',
    });
    expect(column.pin).toBe('right');
    expect(cellText(column, row)).toBe('CONFIRMED');
    expect(cellText(statusColumn<Payment>({ key: 's', header: 'S', code: (r) => r.status }), row)).toBe(
      'CONFIRMADA',
    );
    render(
      <TestProviders i18n={createTestI18n('pt-BR')}>
        <TableCell column={column} row={row} />
      </TestProviders>,
    );
    expect(screen.getByText('CONFIRMADA')).toBeInTheDocument();
  });

  it('id: the key column with a button copying the id; no button without an id', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const column = idColumn<Payment>({ key: 'id', header: 'ID', id: (r) => r.id });
    expect(column).toMatchObject({ pin: 'left', hideable: false });
    render(
      <TestProviders i18n={createTestI18n('pt-BR')}>
        <TableCell column={column} row={row} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copiar ID 4812' }));
    expect(writeText).toHaveBeenCalledWith('4812');

    const nsu = idColumn<Payment>({ key: 'nsu', header: 'NSU', id: (r) => r.nsu, pin: undefined });
    expect(nsu.pin).toBeUndefined();
    expect(cellText(nsu, row)).toBe('-');
    expect(nsu.copy?.(row)).toBeNull();
  });
});
