import { describe, expect, it } from 'vitest';
import { filtersToApi } from '../../../shared/ui/list-page';
import { merchantFilterOptions } from '../../../shared/ui/merchant-picker';
import { duplicatedList, notImportedList } from './checkup-lists';

describe('check-up list declarations', () => {
  it('find the merchant by name and send its id as merchant', () => {
    for (const list of [notImportedList, duplicatedList]) {
      expect(list.filters.find((f) => f.key === 'merchant')).toMatchObject({
        type: 'autocomplete',
        loadOptions: merchantFilterOptions,
      });
      expect(filtersToApi(list.filters, { merchant: '42' })).toMatchObject({ merchant: '42' });
    }
  });
});
