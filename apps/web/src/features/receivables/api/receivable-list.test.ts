import { todayIsoDay } from '@mentor/contract';
import { receivableFiltersSchema } from '@mentor/contract/receivables';
import { describe, expect, it } from 'vitest';
import { mccOptions } from '../../../shared/lib/options';
import { filtersToApi } from '../../../shared/ui/list-page';
import { merchantFilterOptions } from '../../../shared/ui/merchant-picker';
import { receivableList } from './receivable-list';
import { salesPlanFilterOptions } from './sales-plan-filter-options';

describe('receivable list declaration', () => {
  it('sends the required range with its kind of date, lists as lists, the split switch only when on', () => {
    expect(
      filtersToApi(receivableList.filters, {
        daterange: { start: '2026-01-01', end: '2026-01-31', type: 'dt_block' },
        block_type: ['17', '18'],
        qt_installment: 0,
        vl_transaction_min: 1500,
        split: false,
        paid: 'partial',
      }),
    ).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      date_kind: 'dt_block',
      block_type: ['17', '18'],
      qt_installment: '0',
      vl_transaction_min: '1500',
      paid: 'partial',
    });
    expect(filtersToApi(receivableList.filters, { split: true })).toEqual({ split: 'true' });
  });

  it('picks several MCCs from the reference list (2nd doc §3: mcc multi-select) and sends them as a list', () => {
    const mcc = receivableList.filters.find((f) => f.key === 'mcc');
    expect(mcc?.type).toBe('multi-select');
    expect(mcc?.source).toBe(mccOptions);
    expect(filtersToApi(receivableList.filters, { mcc: ['5999', '5411'] })).toEqual({
      mcc: ['5999', '5411'],
    });
  });

  it('finds the merchant by name and sends its id as merchant', () => {
    expect(receivableList.filters.find((f) => f.key === 'merchant')).toMatchObject({
      type: 'autocomplete',
      label: 'filters.merchant',
      loadOptions: merchantFilterOptions,
    });
    expect(filtersToApi(receivableList.filters, { merchant: '42' })).toEqual({ merchant: '42' });
  });

  it('opens on a valid query: the receivables due in the current month, as the server requires a period', () => {
    const params = filtersToApi(receivableList.filters, receivableList.filterDefaults ?? {});
    const month = todayIsoDay().slice(0, 7);
    expect(params).toMatchObject({ date_kind: 'dt_due', start: `${month}-01` });
    expect(String(params.end).slice(0, 7)).toBe(month);
    expect(receivableList.filterDefaults?.daterange).toMatchObject({ shortcut: 'currentMonth' });
    expect(receivableFiltersSchema.safeParse(params).success).toBe(true);
  });

  it('pages by 10 sorted by transaction id', () => {
    expect(receivableList.paging.sizes[0]).toBe(10);
    expect(receivableList.sort).toEqual({ by: 'transaction_id', desc: false });
  });

  it("finds the sales plan by name and sends the picked plan's id", () => {
    const plan = receivableList.filters.find((f) => f.key === 'sales_plan');
    expect(plan?.type).toBe('autocomplete');
    expect(plan?.loadOptions).toBe(salesPlanFilterOptions);
    expect(filtersToApi(receivableList.filters, { sales_plan: '31' })).toEqual({ sales_plan: '31' });
  });
});
