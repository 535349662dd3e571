import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import {
  ANTICIPATION_PAGE_SIZE,
  type AnticipationRateRow,
  type AnticipationRun,
} from '@mentor/contract/plans';
import { plans } from '@mentor/contract/plans-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { planKeys } from './plan-keys';

type RateQuery = EndpointQuery<typeof plans.listAnticipationRates>;
type ExportQuery = EndpointQuery<typeof plans.exportAnticipationRates>;

export interface PullState {
  rows: AnticipationRateRow[];
  /** Share of the plans read, 0–100. */
  progress: number;
  loading: boolean;
  error: unknown;
}

/**
 * Every plan matching the filters, read page after page of 5 000 (spec core §7.6), with the share
 * read so far for the progress bar. A change of filters restarts the pull.
 */
export function useAnticipationPull(filters: QueryParams, enabled: boolean, generation = 0): PullState {
  const [state, setState] = useState<PullState>({ rows: [], progress: 0, loading: false, error: null });
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their text
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ rows: [], progress: 0, loading: true, error: null });
    void (async () => {
      const rows: AnticipationRateRow[] = [];
      try {
        let lastPage = 1;
        for (let page = 1; page <= lastPage; page += 1) {
          const body = await api.call(plans.listAnticipationRates, {
            query: { ...filters, page, perPage: ANTICIPATION_PAGE_SIZE } as RateQuery,
            signal: controller.signal,
          });
          lastPage = body.lastPage;
          rows.push(...body.data);
          const progress = body.total === 0 ? 100 : Math.min(100, (rows.length / body.total) * 100);
          setState({ rows: [...rows], progress, loading: page < lastPage, error: null });
        }
      } catch (error) {
        if (!controller.signal.aborted) setState({ rows, progress: 0, loading: false, error });
      }
    })();
    return () => controller.abort();
  }, [key, enabled, generation]);
  return state;
}

export function useAnticipationHistory(page: number) {
  return useQuery({
    queryKey: planKeys.arvHistory(page),
    queryFn: () => api.call(plans.listAnticipationHistory, { query: { page, perPage: 10 } }),
  });
}

export interface BulkUpdateVars {
  anticipation_rate: string;
  sales_plan_ids: number[];
}

/** The bulk update, behind a one-time code; answers the run the screen then follows. */
export function useBulkUpdate(ui: ConfirmedMutationUi<AnticipationRun, BulkUpdateVars> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: BulkUpdateVars) => api.call(plans.updateAnticipationRates, { body }),
    invalidate: [planKeys.all],
  });
}

/** A run, polled every second while it is in progress. */
export function useRun(id: number | null) {
  return useQuery({
    queryKey: planKeys.run(id ?? 0),
    enabled: id !== null,
    queryFn: () => api.call(plans.readAnticipationRun, { params: { id: id ?? 0 } }),
    refetchInterval: (query) =>
      query.state.data?.status === 'PROCESSING' || !query.state.data ? 1000 : false,
  });
}

/** The filtered plans as a CSV file, streamed. */
export function exportAnticipationCsv(filters: Record<string, string>) {
  return api.call(plans.exportAnticipationRates, {
    params: { format: 'csv' },
    query: filters as ExportQuery,
  });
}
