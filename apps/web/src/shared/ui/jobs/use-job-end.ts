import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export interface JobEndOptions<Job> {
  /** The job as last read (a polled query's data); undefined before the first read. */
  job: Job | undefined;
  /** Which job this is (its id); null when none was started. */
  jobId: string | number | null;
  /** True while the job still runs. */
  isRunning: (job: Job) => boolean;
  /** Query keys of what the job changes (the area's lists): refreshed once when it ends. */
  invalidate: readonly QueryKey[];
  /** Runs once when the job ends, after the refresh was asked for. */
  onEnd?: (job: Job) => void;
}

/**
 * Follows a background job the operator started and, when it ends (done or failed), refreshes
 * once the lists it changed, so the screen shows the result without a reload. A job already
 * ended at its first read counts as ended; the same job is never refreshed twice.
 */
export function useJobEnd<Job>({ job, jobId, isRunning, invalidate, onEnd }: JobEndOptions<Job>): void {
  const client = useQueryClient();
  const ended = useRef(new Set<string | number>());
  const latest = useRef({ invalidate, onEnd, isRunning });
  latest.current = { invalidate, onEnd, isRunning };
  useEffect(() => {
    if (jobId === null || job === undefined || ended.current.has(jobId)) return;
    if (latest.current.isRunning(job)) return;
    ended.current.add(jobId);
    for (const queryKey of latest.current.invalidate) void client.invalidateQueries({ queryKey });
    latest.current.onEnd?.(job);
  }, [client, job, jobId]);
}
