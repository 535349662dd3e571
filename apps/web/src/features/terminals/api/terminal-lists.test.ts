import { describe, expect, it } from 'vitest';
import { filtersToApi } from '../../../shared/ui/list-page';
import { merchantFilterOptions } from '../../../shared/ui/merchant-picker';
import { rentList, terminalList } from './terminal-lists';

describe('terminal list declarations', () => {
  it('find the debited and the credited merchant of a rent by name and send their ids', () => {
    for (const key of ['charged_merchant_id', 'owner_paid_merchant_id']) {
      expect(rentList.filters.find((f) => f.key === key)).toMatchObject({
        type: 'autocomplete',
        loadOptions: merchantFilterOptions,
      });
    }
    const values = { charged_merchant_id: '5', owner_paid_merchant_id: '8' };
    expect(filtersToApi(rentList.filters, values)).toEqual(values);
  });

  it("keep the terminal list's merchant a free-text search", () => {
    expect(terminalList.filters.find((f) => f.key === 'merchant')?.type).toBe('text');
  });
});
