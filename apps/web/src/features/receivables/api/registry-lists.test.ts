import { DISPUTE_REASONS, DISPUTE_STATUSES } from '@mentor/contract';
import { describe, expect, it } from 'vitest';
import { filtersToApi, type ListFilter } from '../../../shared/ui/list-page';
import { merchantFilterOptions } from '../../../shared/ui/merchant-picker';
import { disputeLists } from './dispute-list';
import { conciliationList, contractEffectList, unitList } from './registry-lists';
import { unitPaymentList } from './unit-payment-list';

describe('merchant filters of the registry lists', () => {
  const lists: [string, string, readonly ListFilter[]][] = [
    ['units', 'merchant', unitList.filters],
    ['reconciliation', 'merchant_id', conciliationList.filters],
    ['contract effects', 'merchant', contractEffectList.filters],
    ['UR payments', 'merchant', unitPaymentList.filters],
    ['received disputes', 'merchant', disputeLists.received.filters],
    ['opened disputes', 'merchant', disputeLists.opened.filters],
  ];
  it.each(lists)('%s: find the merchant by name and send its id as %s', (_, key, filters) => {
    expect(filters.find((f) => f.key === key)).toMatchObject({
      type: 'autocomplete',
      label: 'filters.merchant',
      loadOptions: merchantFilterOptions,
    });
    expect(filtersToApi(filters, { [key]: '42' })).toEqual({ [key]: '42' });
  });
});

describe('UR payment list declaration', () => {
  it('has every payment filter of core §3.1, in order', () => {
    expect(unitPaymentList.filters.map((f) => f.key)).toEqual([
      'merchant',
      'payment_id',
      'transaction',
      'holder_document',
      'paid',
      'contract_effect',
      'financier',
      'project',
      'dt_liquidation',
    ]);
  });

  it('sends documents as digits, yes/no as booleans and the settlement range as two days', () => {
    expect(
      filtersToApi(unitPaymentList.filters, {
        merchant: '12',
        holder_document: '11.222.333/0001-81',
        paid: 'false',
        financier: 'financier',
        dt_liquidation: { start: '2026-11-01', end: '2026-11-30' },
      }),
    ).toEqual({
      merchant: '12',
      holder_document: '11222333000181',
      paid: 'false',
      financier: 'financier',
      dt_liquidation_start: '2026-11-01',
      dt_liquidation_end: '2026-11-30',
    });
  });

  it('pages by 10, newest settlement day first, and keeps its tab in the URL', () => {
    expect(unitPaymentList.paging.sizes[0]).toBe(10);
    expect(unitPaymentList.sort).toEqual({ by: 'dt_liquidation', desc: true });
    expect(unitPaymentList.keepSearch).toContain('tab');
  });
});

describe('dispute list declarations', () => {
  it('read received and opened disputes from their own calls', () => {
    expect(disputeLists.received.queryKey).not.toEqual(disputeLists.opened.queryKey);
  });

  it('filter by merchant, counterpart digits, statuses and reasons with the spec texts', () => {
    const { filters } = disputeLists.received;
    expect(filters.map((f) => f.key)).toEqual(['merchant', 'counterpart', 'status', 'reasons']);
    expect(filters.find((f) => f.key === 'status')?.enum).toBe(DISPUTE_STATUSES);
    expect(filters.find((f) => f.key === 'reasons')?.enum).toBe(DISPUTE_REASONS);
    expect(DISPUTE_REASONS.label('05', 'pt')).toBe('Divergência de valor');
    expect(DISPUTE_STATUSES.label('IN_ANALYSIS', 'pt')).toBe('Em análise');
    expect(
      filtersToApi(filters, {
        counterpart: '19.131.243/0001-97',
        status: ['NEW', 'IN_ANALYSIS'],
        reasons: ['01', '08'],
      }),
    ).toEqual({ counterpart: '19131243000197', status: ['NEW', 'IN_ANALYSIS'], reasons: ['01', '08'] });
  });

  it('keep the tab and the direction when searching', () => {
    expect(disputeLists.opened.keepSearch).toEqual(expect.arrayContaining(['tab', 'direction']));
  });
});
