import {
  ANTICIPATION_PAGE_SIZE,
  type AnticipationRateRow,
  type AnticipationRun,
  anticipationHistoryRowSchema,
  anticipationRateRowSchema,
  anticipationRunSchema,
  pagedResponseSchema,
} from '@mentor/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { planKeys } from './plan-keys';

const pageSchema = pagedResponseSchema(anticipationRateRowSchema);

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
          const body = await mainApi.get('/v1/sales_plan/anticipation_rate', {
            query: { ...filters, page, perPage: ANTICIPATION_PAGE_SIZE },
            schema: pageSchema,
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
    queryFn: () =>
      mainApi.get('/v1/sales_plan/anticipation_rate/history', {
        query: { page, perPage: 10 },
        schema: pagedResponseSchema(anticipationHistoryRowSchema),
      }),
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
    mutationFn: (body: BulkUpdateVars) =>
      mainApi.put('/v1/sales_plan/update_anticipation_rate', body, {
        otp: true,
        schema: anticipationRunSchema,
      }),
    invalidate: [planKeys.all],
  });
}

/** A run, polled every second while it is in progress. */
export function useRun(id: number | null) {
  return useQuery({
    queryKey: planKeys.run(id ?? 0),
    enabled: id !== null,
    queryFn: () =>
      mainApi.get(`/v1/sales_plan/anticipation_rate/run/${id}`, { schema: anticipationRunSchema }),
    refetchInterval: (query) =>
      query.state.data?.status === 'PROCESSING' || !query.state.data ? 1000 : false,
  });
}
