import { PAYMENT_VALIDATIONS, YES_NO_BOOLEAN } from '@mentor/contract';
import { PAYMENT_TABS } from '@mentor/contract/payments';
import { describe, expect, it } from 'vitest';
import { filtersToApi } from '../../../shared/ui/list-page';
import { merchantFilterOptions } from '../../../shared/ui/merchant-picker';
import { paymentList } from './payment-list';

const keys = (list: ReturnType<typeof paymentList>) => list.filters.map((f) => f.key);

describe('payment tab declarations', () => {
  it('filter by every field of the payment entity (core §3), the tab deciding status and validation', () => {
    expect(keys(paymentList('TED'))).toEqual([
      'daterange',
      'payment',
      'merchant',
      'transaction',
      'status',
      'step_status',
      'contract_effect',
      'centralized_bank_account_settlement',
    ]);
    expect(keys(paymentList('INVALID'))).toEqual([
      'daterange',
      'payment',
      'merchant',
      'transaction',
      'validation',
      'step_status',
      'payment_type_context',
      'contract_effect',
      'centralized_bank_account_settlement',
    ]);
    expect(paymentList('TED').filters.find((f) => f.key === 'contract_effect')?.enum).toBe(YES_NO_BOOLEAN);
    // The INVALID tab offers only the validations it lists; CONSOLIDATED offers them all.
    expect(paymentList('INVALID').filters.find((f) => f.key === 'validation')?.enum?.values).toEqual([
      'PENDING',
      'BLOCKED',
    ]);
    expect(paymentList('CONSOLIDATED').filters.find((f) => f.key === 'validation')?.enum?.values).toEqual(
      PAYMENT_VALIDATIONS.values,
    );
  });

  it('find the merchant by name on every tab and send its id as merchant', () => {
    for (const tab of PAYMENT_TABS) {
      const { filters } = paymentList(tab);
      expect(filters.find((f) => f.key === 'merchant')).toMatchObject({
        type: 'autocomplete',
        loadOptions: merchantFilterOptions,
      });
      expect(filtersToApi(filters, { merchant: '42' })).toMatchObject({ merchant: '42' });
    }
  });

  it('narrow INVALID and CONSOLIDATED to settlement types, sent as payment_type_context', () => {
    const consolidated = paymentList('CONSOLIDATED');
    expect(consolidated.filters.find((f) => f.key === 'payment_type_context')?.options).toEqual([
      { value: 'TED', label: 'TED' },
      { value: 'SLC', label: 'SLC' },
      { value: 'LBK', label: 'LBK' },
    ]);
    expect(filtersToApi(consolidated.filters, { payment_type_context: ['SLC', 'LBK'] })).toEqual({
      payment_type_context: ['SLC', 'LBK'],
    });
  });

  it('send the yes/no filters as the booleans the server reads', () => {
    expect(
      filtersToApi(paymentList('SLC').filters, {
        contract_effect: 'true',
        centralized_bank_account_settlement: 'false',
      }),
    ).toMatchObject({ contract_effect: 'true', centralized_bank_account_settlement: 'false' });
  });

  it('show a project filter only in multi-project mode, filled by the top-bar project', () => {
    expect(keys(paymentList('LBK'))).not.toContain('project');
    expect(paymentList('LBK').project).toEqual({ param: 'project' });
    const multi = paymentList('LBK', true);
    expect(keys(multi)).toContain('project');
    expect(multi.project).toEqual({ filter: 'project' });
  });
});
