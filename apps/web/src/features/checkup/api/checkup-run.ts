import type { CheckupRun } from '@mentor/contract/checkup';
import { checkup } from '@mentor/contract/checkup-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api } from '../../../shared/lib/api';
import { useJobEnd } from '../../../shared/ui/jobs';
import { useRerunCheckup } from './checkup-actions';
import { checkupKeys } from './checkup-query-keys';

/** How often a running check-up is read. */
export const CHECKUP_RUN_POLL_MS = 1000;

/**
 * The run the operator started and still follows, shared by both tabs so that switching tab
 * while it runs keeps following it; cleared when it ends.
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

const isRunning = (run: CheckupRun) => run.status === 'PROCESSING';

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
}

/**
 * Follows the run the operator queued: reads it every second while it runs and, when it ends
 * (DONE or FAILED), refreshes both tabs once and calls `onEnd` once.
 */
export function useFollowCheckupRun(onEnd: (run: CheckupRun) => void): FollowedCheckupRun {
  const runId = useSyncExternalStore(followed.subscribe, followed.get, followed.get);
  const run = useCheckupRun(runId);
  useJobEnd({
    job: run.data,
    jobId: runId,
    isRunning,
    invalidate: [checkupKeys.allLists],
    onEnd: (ended) => {
      if (followed.get() === ended.id) followed.set(null);
      onEnd(ended);
    },
  });
  // A run that cannot be read (no longer visible, say) is not waited for forever.
  const following = runId !== null && (run.data ? isRunning(run.data) : !run.isError);
  return { follow: followed.set, following, running: following ? (run.data ?? null) : null };
}

export interface CheckupRerun {
  /** Asks for the one-time code and queues a run; ignored while one is sent or running. */
  start: () => void;
  /** A run is being queued or still runs: the button shows it and cannot start another. */
  busy: boolean;
  /** The followed run while it runs (for the status line), else null. */
  running: CheckupRun | null;
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
  const { follow, following, running } = useFollowCheckupRun(onEnd);
  const rerun = useRerunCheckup({ success: queuedMessage, onSuccess: (data) => follow(data.run_id) });
  const busy = rerun.isPending || following;
  const { run: send } = rerun;
  const start = useCallback(() => {
    if (!busy) void send(undefined);
  }, [busy, send]);
  return { start, busy, running };
}
