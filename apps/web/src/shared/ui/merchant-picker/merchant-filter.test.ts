import { describe, expect, it } from 'vitest';
import { filtersToApi } from '../list-page';
import { merchantFilter } from './merchant-filter';
import { merchantFilterOptions } from './merchant-filter-options';

describe('merchantFilter', () => {
  it("is an autocomplete fed by the merchant search, under the list's own key and label", () => {
    expect(merchantFilter('charged_merchant_id', 'fields.chargedMerchant')).toEqual({
      key: 'charged_merchant_id',
      label: 'fields.chargedMerchant',
      type: 'autocomplete',
      loadOptions: merchantFilterOptions,
    });
  });

  it("sends the picked merchant's id in its parameter, and nothing when empty", () => {
    const filters = [merchantFilter('merchant_id', 'filters.merchant')];
    expect(filtersToApi(filters, { merchant_id: '42' })).toEqual({ merchant_id: '42' });
    expect(filtersToApi(filters, { merchant_id: null })).toEqual({});
  });
});
