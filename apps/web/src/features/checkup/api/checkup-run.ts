import type { CheckupRun } from '@mentor/contract/checkup';
import { checkup } from '@mentor/contract/checkup-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api, isApiError } from '../../../shared/lib/api';
import { useJobEnd } from '../../../shared/ui/jobs';
import { useRerunCheckup } from './checkup-actions';
import { checkupKeys } from './checkup-query-keys';

/** How often a running check-up is read. */
export const CHECKUP_RUN_POLL_MS = 1000;

/**
 * The run the screen follows (the one the operator started, or the one found running when the
 * screen opened), shared by both tabs so that switching tab while it runs keeps following it;
 * cleared when it ends.
 */
const followed = (() => {
  let runId: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => runId,
    set(next: number | null) {
      runId = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

/** Runs whose end was already told: a tab opened afterwards never follows (and tells) them again. */
const told = new Set<number>();

const isRunning = (run: CheckupRun) => run.status === 'PROCESSING';

/**
 * The newest run, whoever asked for it; null before the first one (the server's 404). Read at
 * every opening of a tab, so a run started elsewhere (another operator, another window) shows.
 */
export function useLatestCheckupRun() {
  return useQuery({
    queryKey: checkupKeys.latestRun,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(checkup.readLatestRun, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** One run, read every second while it is PROCESSING. */
export function useCheckupRun(id: number | null) {
  return useQuery({
    queryKey: checkupKeys.run(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.call(checkup.readRun, { params: { id: id ?? 0 }, signal }),
    refetchInterval: (query) =>
      !query.state.data || isRunning(query.state.data) ? CHECKUP_RUN_POLL_MS : false,
  });
}

export interface FollowedCheckupRun {
  /** Follows this run (the one just queued) until it ends. */
  follow: (runId: number) => void;
  /** A followed run still runs (or was not read yet). */
  following: boolean;
  /** The followed run as last read while it runs, else null. */
  running: CheckupRun | null;
  /** The newest run is being read for the first time: whether one runs is not known yet. */
  checking: boolean;
}

/** Follows a run from now on (one just queued, or one found running). */
function follow(runId: number) {
  told.delete(runId);
  followed.set(runId);
}

/**
 * Follows the run the operator queued, or the newest run when the screen opens while it is
 * still PROCESSING (after a reload, or one another operator started): reads it every second
 * while it runs and, when it ends (DONE or FAILED), refreshes both tabs once and calls `onEnd`
 * once.
 */
export function useFollowCheckupRun(onEnd: (run: CheckupRun) => void): FollowedCheckupRun {
  const client = useQueryClient();
  const runId = useSyncExternalStore(followed.subscribe, followed.get, followed.get);
  const latest = useLatestCheckupRun();
  useEffect(() => {
    const found = latest.data;
    if (!found || !isRunning(found) || followed.get() !== null || told.has(found.id)) return;
    // Already read: the button is busy at once, and the run is read again a second later.
    if (client.getQueryData(checkupKeys.run(found.id)) === undefined) {
      client.setQueryData(checkupKeys.run(found.id), found);
    }
    follow(found.id);
  }, [client, latest.data]);
  const run = useCheckupRun(runId);
  useJobEnd({
    job: run.data,
    jobId: runId,
    isRunning,
    invalidate: [checkupKeys.allLists, checkupKeys.latestRun],
    onEnd: (ended) => {
      if (followed.get() === ended.id) followed.set(null);
      if (told.has(ended.id)) return;
      told.add(ended.id);
      onEnd(ended);
    },
  });
  // A run that cannot be read (no longer visible, say) is not waited for forever.
  const following = runId !== null && (run.data ? isRunning(run.data) : !run.isError);
  return {
    follow,
    following,
    running: following ? (run.data ?? null) : null,
    checking: latest.isPending,
  };
}

export interface CheckupRerun {
  /** Asks for the one-time code and queues a run; ignored while one is sent or running. */
  start: () => void;
  /** A run is being queued or still runs: the button shows it and cannot start another. */
  busy: boolean;
  /** The followed run while it runs (for the status line), else null. */
  running: CheckupRun | null;
  /** Whether a run goes on is not known yet (the newest run is being read): the button waits. */
  checking: boolean;
}

/**
 * "Executar checkup": queues the re-run, follows it until it ends and then refreshes both tabs
 * once and tells the operator what it found (or that it failed).
 */
export function useCheckupRerun({
  queuedMessage,
  onEnd,
}: {
  queuedMessage: string;
  onEnd: (run: CheckupRun) => void;
}): CheckupRerun {
  const client = useQueryClient();
  const { follow, following, running, checking } = useFollowCheckupRun(onEnd);
  const rerun = useRerunCheckup({ success: queuedMessage, onSuccess: (data) => follow(data.run_id) });
  const busy = rerun.isPending || following;
  const { run: send } = rerun;
  const start = useCallback(() => {
    if (busy || checking) return;
    // Refused (another run is in progress: the server's message is shown) or not sent: the
    // newest run is read again, so a run started elsewhere is followed from now on.
    void send(undefined).then((queued) => {
      if (!queued) void client.invalidateQueries({ queryKey: checkupKeys.latestRun });
    });
  }, [busy, checking, send, client]);
  return { start, busy, running, checking };
}
