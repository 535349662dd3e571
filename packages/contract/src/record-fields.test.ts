import { describe, expect, it } from 'vitest';
import {
  changedPaths,
  fieldAt,
  humanizeKey,
  recordField,
  recordFields,
  recordLabel,
} from './record-fields.ts';

describe('record field declarations', () => {
  it('name a declared field by its screen label in both languages', () => {
    expect(recordField('merchant', 'block_type_id', 'pt').label).toBe('Tipo de bloqueio');
    expect(recordField('merchant', 'affected.tpv_last_30_days', 'en').label).toBe('TPV of the last 30 days');
    expect(recordField('project_parameter', 'daily_limit_amount', 'pt').spec?.kind).toBe('money');
    expect(recordField('payment', 'reason_code', 'en').label).toBe('Reason');
    expect(recordLabel('merchant', 'en')).toBe('Merchant');
  });

  it('fall back to the nearest declared parent, then to the key as words', () => {
    expect(recordField('merchant', 'affected.new_metric_cents', 'pt').label).toBe(
      'O bloqueio afeta › New metric cents',
    );
    expect(fieldAt(undefined, 'settlement.block_type_id', 'pt').label).toBe('Settlement › Block type');
    expect(humanizeKey('merchantName')).toBe('Merchant name');
    expect(recordLabel('blacklist_entry', 'pt')).toBe('Blacklist entry');
  });

  it('label every declared field in both languages', () => {
    for (const context of [
      'merchant',
      'merchant_group',
      'terminal',
      'project',
      'project_parameter',
      'payment',
      'receivable_unit',
      'sales_plan',
      'project_user',
      'role',
    ]) {
      for (const [path, spec] of Object.entries(recordFields(context))) {
        expect(spec.label.pt.trim(), `${context}.${path}`).not.toBe('');
        expect(spec.label.en.trim(), `${context}.${path}`).not.toBe('');
        if (spec.kind === 'enum') expect(spec.options, `${context}.${path}`).toBeDefined();
      }
    }
  });
});

describe('changedPaths', () => {
  it('lists the changed leaves by dotted path, nothing and empty being alike', () => {
    expect(
      changedPaths(
        { a: 1, n: { x: 1, y: 2 }, list: [1], empty: null },
        { a: 1, n: { x: 1, y: 3 }, list: [1, 2], empty: '' },
      ),
    ).toEqual(['n.y', 'list']);
    expect(changedPaths(null, { a: 1 })).toEqual(['a']);
  });
});
