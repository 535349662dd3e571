import { TRANSACTION_STATUSES } from '@mentor/contract';
import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../filter-panel';
import { asDateRange, asDigits, defineList, filtersToApi, type ListFilter } from '.';
import {
  listRequestParams,
  readListState,
  sameQuery,
  savedViewQuery,
  writeListState,
} from './list-url-state';

interface Row {
  id: number;
}
interface Page {
  data: Row[];
  total: number;
  cursor: { next: string | null; previous: string | null };
}

const filters: ListFilter[] = [
  { key: 'period', label: 'period', type: 'daterange', api: asDateRange('startDate', 'endDate') },
  { key: 'document', label: 'document', type: 'text', api: asDigits('document') },
  { key: 'status', label: 'status', type: 'multi-select', enum: TRANSACTION_STATUSES },
  { key: 'project', label: 'project', type: 'select' },
  { key: 'amount', label: 'amount', type: 'currency', api: 'amount_cents' },
  { key: 'internal', label: 'internal', type: 'text', api: false },
];
const list = defineList<Page, Row>({
  ns: 'test',
  queryKey: ['test'],
  fetch: async () => ({ data: [], total: 0, cursor: { next: null, previous: null } }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters,
  filterDefaults: { status: ['CONFIRMED'] },
  sort: {
    by: 'created',
    desc: true,
    toApi: ({ by, desc }) => ({ orderBy: by, order: desc ? 'DESC' : 'ASC' }),
  },
  paging: {
    sizes: [15, 30],
    toApi: ({ page, perPage }) => ({ page, limit: perPage }),
    cursor: { param: 'after', next: (data) => data.cursor.next, previous: (data) => data.cursor.previous },
  },
  onError: 'keep-rows',
  project: { param: 'project_id' },
});
const definitions: FilterDefinition[] = filters.map(({ enum: _e, source: _s, api: _a, ...filter }) => filter);
const NOV_23 = new Date('2026-11-23T15:00:00Z');
const DEC_05 = new Date('2026-12-05T15:00:00Z');

describe('filter → API mapping', () => {
  it('maps each filter as declared and leaves out empty and unsent ones', () => {
    expect(
      filtersToApi(filters, {
        period: { start: '2026-11-01', end: '2026-11-30' },
        document: '123.456.789-09',
        status: ['CONFIRMED', 'DENIED'],
        project: '',
        amount: 1050,
        internal: 'never sent',
      }),
    ).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      document: '12345678909',
      status: ['CONFIRMED', 'DENIED'],
      amount_cents: '1050',
    });
  });

  it('builds the request: filters, paging, sort, cursor and the followed project by their API names', () => {
    const state = readListState(list, definitions, {
      page: '3',
      perPage: '30',
      cursor: 'abc',
      document: '12',
    });
    expect(listRequestParams(list, state, 7)).toEqual({
      document: '12',
      status: ['CONFIRMED'],
      page: 3,
      limit: 30,
      orderBy: 'created',
      order: 'DESC',
      after: 'abc',
      project_id: 7,
    });
    expect(listRequestParams(list, state, null)).not.toHaveProperty('project_id');
  });
});

describe('URL state', () => {
  it('round-trips filters, paging and sort, writing only what differs from the defaults', () => {
    const state = {
      filters: { period: { start: '2026-11-01', end: '2026-11-02' }, document: '99', status: ['DENIED'] },
      page: 2,
      perPage: 30,
      sortBy: 'amount',
      sortDesc: false,
      cursor: null,
    };
    const query = writeListState(list, definitions, state);
    expect(query).toEqual({
      period_start: '2026-11-01',
      period_end: '2026-11-02',
      document: 99,
      status: 'DENIED',
      page: 2,
      perPage: 30,
      sortBy: 'amount',
      sortDesc: false,
    });
    const back = readListState(list, definitions, query);
    expect(back).toMatchObject(state);
    expect(writeListState(list, definitions, readListState(list, definitions, {}))).toEqual({
      status: 'CONFIRMED',
    });
  });

  it('falls back to the defaults on malformed values and unknown page sizes', () => {
    const state = readListState(list, definitions, { page: '-1', perPage: '999', sortDesc: 'x' });
    expect(state).toMatchObject({ page: 1, perPage: 15, sortBy: 'created', sortDesc: false });
  });

  it('tells an unchanged search apart from a new one (unchanged ones refetch)', () => {
    expect(sameQuery({ status: ['A', 'B'], page: 2 }, { status: ['A', 'B'], page: '2' })).toBe(true);
    expect(sameQuery({ status: ['A'] }, { status: ['A', 'B'] })).toBe(false);
    expect(sameQuery({ document: '1' }, {})).toBe(false);
  });
});

describe('saved views and relative dates', () => {
  it("keeps 'Ontem' as yesterday of the day the view is applied", () => {
    const picked = readListState(list, definitions, { period_range: 'yesterday' }, NOV_23);
    expect(picked.filters.period).toEqual({ start: '2026-11-22', end: '2026-11-22', shortcut: 'yesterday' });
    const saved = savedViewQuery(writeListState(list, definitions, { ...picked, page: 4, cursor: 'xyz' }));
    expect(saved).toEqual({ period_range: 'yesterday', status: 'CONFIRMED' });
    const appliedLater = readListState(list, definitions, saved, DEC_05);
    expect(appliedLater.filters.period).toEqual({
      start: '2026-12-04',
      end: '2026-12-04',
      shortcut: 'yesterday',
    });
  });

  it('keeps fixed ranges fixed', () => {
    const saved = writeListState(list, definitions, {
      ...readListState(list, definitions, {}),
      filters: { period: { start: '2026-11-22', end: '2026-11-22' } },
    });
    expect(readListState(list, definitions, saved, DEC_05).filters.period).toEqual({
      start: '2026-11-22',
      end: '2026-11-22',
    });
  });
});
