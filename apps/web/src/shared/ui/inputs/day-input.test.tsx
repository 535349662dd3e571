import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DayInput } from './day-input';
import { parseDayText } from './day-text';

function Controlled({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DayInput
      label="Vencimento"
      value={value}
      onChange={(day) => {
        setValue(day);
        onDay(day);
      }}
    />
  );
}

describe('parseDayText', () => {
  it.each([
    ['25/12/2026', '2026-12-25'],
    ['5/3/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %s as %s', (text, day) => {
    expect(parseDayText(text)).toBe(day);
  });

  it.each(['31/02/2026', '29/02/2027', '12/31/2026', '2026-13-01', '', 'amanhã', '1/1/26'])(
    'names no day for %j',
    (text) => {
      expect(parseDayText(text)).toBeNull();
    },
  );
});

describe('DayInput', () => {
  it.each(['pt-BR', 'en'] as const)('shows the day as DD/MM/YYYY in %s', (language) => {
    renderWithProviders(<DayInput label="Vencimento" value="2026-03-05" onChange={() => undefined} />, {
      language,
    });
    expect(screen.getByLabelText('Vencimento')).toHaveValue('05/03/2026');
  });

  it('reads a typed DD/MM/YYYY day and reports it as YYYY-MM-DD', async () => {
    const onDay = vi.fn();
    renderWithProviders(<Controlled initial="" onDay={onDay} />, { language: 'en' });
    const input = screen.getByLabelText('Vencimento');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(input, '25/12/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-12-25');
  });

  it('reports an emptied input as no day', async () => {
    const onDay = vi.fn();
    renderWithProviders(<Controlled initial="2026-03-05" onDay={onDay} />);
    await userEvent.clear(screen.getByLabelText('Vencimento'));
    expect(onDay).toHaveBeenLastCalledWith('');
  });
});
