import { MERCHANT_COLUMNS, type MerchantListItem } from '@mentor/contract/merchants';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { merchantColumns } from './merchant-columns';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

const row: MerchantListItem = {
  id: 7,
  merchant_code: 'LOJ0007',
  merchant_name: 'Padaria Central',
  trade_name: null,
  cpf_cnpj: '12345678000195',
  person_type: 'PJ',
  project_id: 1,
  project_name: 'Projeto A',
  sales_representative_id: null,
  sales_representative_name: null,
  mcc: '5411',
  cnae: '4711302',
  blocked: true,
  deleted: false,
  use_centralized_bank_account_settlement: true,
  external_onboarding_status: null,
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('merchant list columns', () => {
  it('offers every column of the contract once, the name first and the situation last', () => {
    const columns = merchantColumns(t, 'pt');
    expect(columns.map((c) => c.key).sort()).toEqual([...MERCHANT_COLUMNS].sort());
    expect(columns[0]?.key).toBe('merchant_name');
    expect(columns.at(-1)?.key).toBe('blocked');
  });

  it('keeps the name column and lets every other be hidden', () => {
    const columns = merchantColumns(t, 'pt');
    expect(columns.filter((c) => c.hideable === false).map((c) => c.key)).toEqual(['merchant_name']);
  });

  it('writes the cells as text for the tooltip and the export', () => {
    const byKey = new Map(merchantColumns(t, 'en').map((c) => [c.key, c]));
    expect(byKey.get('cnae')?.text?.(row)).toBe('4711-3/02');
    expect(byKey.get('blocked')?.text?.(row)).toBe('[blocked]');
    expect(byKey.get('use_centralized_bank_account_settlement')?.text?.(row)).toBe('[yes]');
    expect(byKey.get('trade_name')?.text?.(row)).toBe('');
    expect(byKey.get('project_name')?.header).toBe('[fields.project]');
  });
});
