import { PRE_ACCOUNT_STATUSES } from '@mentor/contract';
import type { ClosedAccount, PreAccount } from '@mentor/contract/onboarding';
import { screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { Column } from '../../../shared/ui/data-table';
import { dateRegisterColumn, preAccountColumns } from './onboarding-columns';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

const row: PreAccount = {
  uuid: '0b6c1d4e-6f1a-4a53-9a6c-2f0d7b1c9e21',
  accountNumber: null,
  name: 'Ana Souza',
  action: null,
  uuidWhiteLabel: '5d1e2a7b-3c4f-4b8a-9e0d-1f2a3b4c5d6e',
  whiteLabelName: null,
  originData: { product: 'DIGITAL_ACCOUNT' },
  dateRegister: '2026-11-20T13:04:05.000Z',
  dateUpdate: '2026-11-21T13:04:05.000Z',
  levelRisk: null,
  status: 'PENDENT',
  analysis: [],
  restrictionData: { lastAttempt: null, restrictedBy: null },
  lastStep: null,
  accountType: { name: 'PF' },
  email: null,
  deviceValidation: { phone: null },
  cpf: '12345678909',
  assignedTo: null,
  assignedName: null,
  assignedAt: null,
  businessDaysInQueue: 1,
  uuidAccountPayment: null,
};

const own: Column<PreAccount> = { key: 'own', header: 'own', text: () => 'own' };

describe('onboarding list columns', () => {
  it('puts the applicant first, the list’s own columns next and the status last', () => {
    const columns = preAccountColumns(t, [own]);
    expect(columns.map((c) => c.key)).toEqual([
      'dateRegister',
      'name',
      'cpf',
      'whiteLabelName',
      'own',
      'status',
    ]);
    expect(columns.filter((c) => c.sortable).map((c) => c.key)).toEqual(['dateRegister', 'name']);
    expect(columns[0]?.pin).toBe('left');
    expect(columns.at(-1)?.pin).toBe('right');
  });

  it('writes the registration in Brasília time and a missing white label as a dash', () => {
    const byKey = new Map(preAccountColumns(t, []).map((c) => [c.key, c]));
    expect(byKey.get('dateRegister')?.text?.(row)).toBe('20/11/2026 10:04:05');
    expect(byKey.get('dateRegister')?.brasiliaTime).toBe(true);
    expect(byKey.get('whiteLabelName')?.text?.(row)).toBe('-');
    expect(byKey.get('name')?.header).toBe('[fields.name]');
  });

  it('shows the status as its chip', () => {
    const status = preAccountColumns(t, []).at(-1);
    renderWithProviders(<div>{status?.render?.(row)}</div>);
    expect(screen.getByText(PRE_ACCOUNT_STATUSES.label('PENDENT', 'pt'))).toBeInTheDocument();
  });

  it('serves any onboarding row with a registration date', () => {
    const closed = dateRegisterColumn<Pick<ClosedAccount, 'dateRegister'>>(t);
    expect(closed.key).toBe('dateRegister');
    expect(closed.text?.({ dateRegister: '2026-11-20T13:04:05.000Z' })).toBe('20/11/2026 10:04:05');
  });
});
