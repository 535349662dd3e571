import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { transactionFiltersSchema } from '@mentor/contract/transactions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { streamTransactions } from '../transactions/transactions-repository.ts';
import {
  claimJob,
  finishJob,
  reportProgress,
  requeueInterrupted,
  type StoredJob,
} from './export-jobs-repository.ts';
import { transactionCsv, writeTransactionXlsx } from './transaction-export-format.ts';

export interface ExportWorkerDeps {
  db: Database;
  dataDir: string;
  log: FastifyBaseLogger;
}

export const exportsDir = (dataDir: string) => path.resolve(dataDir, 'exports');

/** Produces one claimed job's file under DATA_DIR/exports, reporting progress as it goes. */
async function runJob(deps: ExportWorkerDeps, job: StoredJob): Promise<void> {
  const dir = exportsDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = `transacoes-${job.id}.${job.file_format}`;
  const filePath = path.join(dir, fileName);
  const parsed = transactionFiltersSchema.safeParse(job.filters);
  if (!parsed.success) {
    await finishJob(deps.db, job.id, { error: 'Filtros inválidos' });
    return;
  }
  const filters = { ...parsed.data, projectId: job.scope_project_id ?? parsed.data.project };
  const total = job.total_rows ?? 0;
  let lastReport = 0;
  const progressOf = (written: number) => (total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0);
  const report = async (written: number) => {
    if (written - lastReport < 5000) return;
    lastReport = written;
    await reportProgress(deps.db, job.id, written, progressOf(written));
  };
  try {
    const batches = streamTransactions(deps.db, filters, { sortBy: 'payment_date', sortDesc: true });
    let written = 0;
    if (job.file_format === 'csv') {
      async function* counted() {
        for await (const batch of batches) {
          written += batch.length;
          await report(written);
          yield batch;
        }
      }
      await pipeline(Readable.from(transactionCsv(counted())), createWriteStream(filePath));
    } else {
      written = await writeTransactionXlsx(batches, createWriteStream(filePath), report);
    }
    await finishJob(deps.db, job.id, { filePath, fileName, rowsWritten: written });
  } catch (error) {
    deps.log.error({ err: error, job: job.id }, 'export job failed');
    await rm(filePath, { force: true });
    await finishJob(deps.db, job.id, { error: 'Falha ao gerar o arquivo de exportação' });
  }
}

/**
 * The in-process export worker: polls for queued jobs, claims one at a time with
 * FOR UPDATE SKIP LOCKED (several server processes may share the queue) and runs it.
 */
export function startExportWorker(deps: ExportWorkerDeps, pollMs = 1000) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const tick = async () => {
    if (stopped) return;
    try {
      for (let job = await claimJob(deps.db); job && !stopped; job = await claimJob(deps.db)) {
        await runJob(deps, job);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'export worker poll failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
  };

  running = requeueInterrupted(deps.db)
    .catch((error: unknown) => deps.log.error({ err: error }, 'export requeue failed'))
    .then(tick)
    .finally(schedule);

  return {
    /** Runs the queue now instead of at the next poll. */
    wake() {
      running = running.then(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}

export type ExportWorker = ReturnType<typeof startExportWorker>;
