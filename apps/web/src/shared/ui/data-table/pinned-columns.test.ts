import { describe, expect, it } from 'vitest';
import type { Column } from './data-table-types';
import { type PinLayout, planPinnedColumns } from './pinned-columns';

type Row = Record<string, unknown>;

/** A terminals list: code (key), five columns, 'Bloqueado', then the status and the actions. */
const columns: Pick<Column<Row>, 'key' | 'pin'>[] = [
  { key: 'terminal_code', pin: 'left' },
  { key: 'id' },
  { key: 'project' },
  { key: 'merchant' },
  { key: 'equipment' },
  { key: 'blocked' },
  { key: 'status', pin: 'right' },
  { key: 'actions', pin: 'right' },
];

const WIDTHS: Record<string, number> = {
  terminal_code: 140,
  id: 60,
  project: 200,
  merchant: 280,
  equipment: 160,
  blocked: 110,
  status: 100,
  actions: 180,
};

const layout = (overrides: Partial<PinLayout>): PinLayout => ({
  boxWidth: 1100,
  contentWidth: 1230,
  leadingWidth: 0,
  widthOf: (key) => WIDTHS[key] ?? 0,
  ...overrides,
});

describe('planPinnedColumns', () => {
  it('pins nothing while the table fits its box, so nothing can sit under a pinned column', () => {
    expect(planPinnedColumns(columns, layout({ contentWidth: 1100 }))).toEqual([]);
    expect(planPinnedColumns(columns, layout({ contentWidth: 900 }))).toEqual([]);
  });

  it('keeps the key, the status and the actions in view at the start of a wider table', () => {
    expect(planPinnedColumns(columns, layout({ boxWidth: 1000 }))).toEqual([
      'terminal_code',
      'status',
      'actions',
    ]);
  });

  it('keeps the pinned columns within 70% of the box, counting the row checkboxes', () => {
    // 420 px for pinned columns: checkboxes 44 + key 140 + status 100 fit, the actions (180) not.
    expect(planPinnedColumns(columns, layout({ boxWidth: 600, leadingWidth: 44 }))).toEqual([
      'terminal_code',
      'status',
    ]);
    // A phone: a 358 px box, 250 px for pinned columns: the key and the status.
    expect(planPinnedColumns(columns, layout({ boxWidth: 358 }))).toEqual(['terminal_code', 'status']);
    // With the row checkboxes, the key alone.
    expect(planPinnedColumns(columns, layout({ boxWidth: 358, leadingWidth: 44 }))).toEqual([
      'terminal_code',
    ]);
  });

  it('pins nothing after a column that does not fit, so the pinned ones stay together', () => {
    const wideKey = (key: string) => (key === 'terminal_code' ? 400 : (WIDTHS[key] ?? 0));
    expect(planPinnedColumns(columns, layout({ boxWidth: 500, widthOf: wideKey }))).toEqual([]);
  });

  it('pins nothing before the table is laid out', () => {
    expect(planPinnedColumns(columns, layout({ boxWidth: 0, contentWidth: 0 }))).toEqual([]);
    expect(planPinnedColumns(columns, layout({ widthOf: () => 0 }))).toEqual([]);
  });
});
