import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, type Readable, Transform } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { todayIsoDay } from '@mentor/contract';
import {
  type Download,
  type ExportFormat,
  type ExportLocale,
  exportLocaleSchema,
} from '@mentor/contract/downloads';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { exportBytes, exportRows } from '../../http/metrics.ts';
import { projectScope, requireUser } from '../../http/project-scope.ts';
import { JobCancelledError, type JobContext, type JobRunner } from '../jobs/job-runner.ts';
import { maskPersonalFields, mayReveal, type PersonalFields } from '../privacy/personal-data.ts';
import {
  cancelDownload,
  createDownload,
  deleteDownload,
  findDownload,
  finishDownload,
  listDownloads,
  removeExpired,
  reportDownloadProgress,
  type StoredDownload,
  setDownloadJob,
  startDownload,
} from './downloads-repository.ts';
import {
  DEFAULT_STREAM_LIMIT,
  type ExportDefinition,
  type ExportRegistry,
  type ExportSheet,
} from './export-registry.ts';
import { csvChunks, EXPORT_CONTENT_TYPES, exportStream, writeXlsx } from './export-writers.ts';

/** Queue of background exports and of the hourly purge of expired downloads. */
export const EXPORT_QUEUE = 'export_file';
export const PURGE_QUEUE = 'downloads_purge';

export interface ExportsServiceDeps {
  db: Database;
  env: Env;
  jobs: JobRunner;
  registry: ExportRegistry;
  log: FastifyBaseLogger;
}

/** What a background export keeps to run later: the validated parameters and the language. */
const storedParamsSchema = z.object({
  locale: exportLocaleSchema,
  params: z.unknown(),
  /** Whether the requester could see personal data in clear when asking for the export. */
  reveal: z.boolean().default(false),
});

/** The sheets as the requester may see them: personal data masked unless they may reveal it. */
function privateSheets<P>(
  definition: ExportDefinition<P>,
  sheets: ReadonlyArray<ExportSheet<unknown>>,
  reveal: boolean,
): ReadonlyArray<ExportSheet<unknown>> {
  const fields = definition.personalData;
  if (!fields || reveal) return sheets;
  return sheets.map((sheet) => ({ ...sheet, rows: maskedRows(sheet.rows, fields) }));
}

/** The sheets with every row they yield counted on `/metrics` (`mentor_export_rows_total`). */
function countedSheets(
  sheets: ReadonlyArray<ExportSheet<unknown>>,
  labels: { export: string; format: string; mode: 'stream' | 'background' },
): ReadonlyArray<ExportSheet<unknown>> {
  return sheets.map((sheet) => ({ ...sheet, rows: countedRows(sheet.rows, labels) }));
}

async function* countedRows(
  rows: AsyncIterable<ReadonlyArray<unknown>>,
  labels: { export: string; format: string; mode: 'stream' | 'background' },
) {
  for await (const batch of rows) {
    exportRows.inc(labels, batch.length);
    yield batch;
  }
}

/** The bytes of a streamed export, counted as they leave (`mentor_export_bytes_total`). */
function countedBytes(
  stream: Readable,
  labels: { export: string; format: string; mode: 'stream' | 'background' },
): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      exportBytes.inc(labels, chunk.length);
      done(null, chunk);
    },
  });
  // A client that goes away destroys the counter, and the pipeline the source (its query) with it.
  pipeline(stream, counter, () => {});
  return counter;
}

async function* maskedRows(rows: AsyncIterable<ReadonlyArray<unknown>>, fields: PersonalFields) {
  for await (const batch of rows) yield batch.map((row) => maskPersonalFields(row, fields));
}

const ACTIVE = new Set(['QUEUED', 'RUNNING']);

export const exportsDir = (dataDir: string) => path.resolve(dataDir, 'exports');

/**
 * Base name of an export file: the definition's name and the day of the request in São Paulo
 * (a file asked for at 22:00 in Brasília is named for that day, not for the next UTC day).
 */
export function exportBaseName<P>(
  fileName: string | ((params: P) => string),
  params: P,
  requestedAt: Date,
): string {
  return typeof fileName === 'string' ? `${fileName}-${todayIsoDay(requestedAt)}` : fileName(params);
}

/**
 * Exports and the download centre: answers an export request by streaming the file when it is
 * small enough or queueing a background job that writes it under DATA_DIR/exports; lists,
 * serves, cancels and purges the caller's downloads.
 */
export function createExportsService(deps: ExportsServiceDeps) {
  const { db, env, jobs, registry, log } = deps;
  const retention = env.EXPORT_RETENTION_DAYS;

  const toDownload = (r: StoredDownload): Download => {
    const definition = registry.get(r.kind);
    return {
      id: r.id,
      kind: r.kind,
      title: definition?.title ?? { 'pt-BR': r.kind, en: r.kind },
      file_format: r.file_format,
      status: r.status,
      progress: r.progress,
      total_rows: r.total_rows,
      rows_written: r.rows_written,
      size_bytes: r.size_bytes,
      file_name: r.file_name,
      error: r.error,
      created_at: r.created_at.toISOString(),
      finished_at: r.finished_at ? r.finished_at.toISOString() : null,
      expires_at: r.expires_at.toISOString(),
    };
  };

  const own = async (owner: string, id: number) => {
    const row = await findDownload(db, id);
    // Another user's download answers 404, as if it did not exist.
    if (!row || row.owner !== owner) throw notFound('Exportação não encontrada.');
    return row;
  };

  async function queue<P>(
    request: FastifyRequest,
    definition: ExportDefinition<P>,
    input: { format: ExportFormat; params: P; locale: ExportLocale; totalRows: number | null },
  ) {
    const user = requireUser(request);
    const stored = { locale: input.locale, params: input.params, reveal: mayReveal(user) };
    const header = request.headers['idempotency-key'];
    // The same export asked again while the first is pending (double click, retried request)
    // finds the pending one; an explicit Idempotency-Key narrows it to one request, and a retry
    // of that request answers the same download even once it has finished.
    const explicitKey = typeof header === 'string' && header.length > 0 && header.length <= 200;
    const dedupeKey = explicitKey
      ? `key:${header}`
      : createHash('sha256')
          .update(JSON.stringify([definition.name, input.format, stored]))
          .digest('hex');
    // The download and its job are created together (ADR 0640): no download waits for a job
    // that was never queued, and no job looks for a download that was rolled back.
    return db.transaction().execute(async (trx) => {
      const { download, created } = await createDownload(trx, {
        owner: user.username,
        kind: definition.name,
        fileFormat: input.format,
        params: stored,
        scopeProjectId: projectScope(request),
        totalRows: input.totalRows,
        dedupeKey,
        explicitKey,
        retentionDays: retention,
      });
      if (!created && download.job_id) return download;
      const job = await jobs.send(
        EXPORT_QUEUE,
        { downloadId: download.id },
        { idempotencyKey: `download:${download.id}`, db: trx },
      );
      await setDownloadJob(trx, download.id, job.id);
      return { ...download, job_id: job.id };
    });
  }

  async function writeFile(
    definition: ExportDefinition<unknown>,
    row: StoredDownload,
    params: unknown,
    locale: ExportLocale,
    ctx: JobContext<unknown>,
    reveal: boolean,
  ) {
    const dir = exportsDir(env.DATA_DIR);
    await mkdir(dir, { recursive: true });
    const base = exportBaseName(definition.fileName, params, row.created_at);
    const fileName = `${base}-${row.id}.${row.file_format}`;
    const filePath = path.join(dir, fileName);
    const total = row.total_rows ?? 0;
    const onRows = async (written: number) => {
      const percent = total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0;
      await ctx.progress(percent, { rows: written });
      await reportDownloadProgress(db, row.id, written, percent);
    };
    const labels = { export: definition.name, format: row.file_format, mode: 'background' as const };
    const sheets = countedSheets(
      privateSheets(definition, await definition.sheets(db, params, locale), reveal),
      labels,
    );
    const output = createWriteStream(filePath);
    try {
      let written = 0;
      if (row.file_format === 'csv') {
        const [sheet] = sheets;
        if (!sheet) throw new Error('An export has at least one sheet');
        const counting = async (n: number) => {
          written = n;
          await onRows(n);
        };
        await pipelineAsync(csvChunks(sheet, locale, counting), output, {
          signal: ctx.signal,
        });
      } else {
        written = await writeXlsx(sheets, locale, output, onRows);
      }
      ctx.signal.throwIfAborted();
      const size = await stat(filePath);
      exportBytes.inc(labels, size.size);
      return { filePath, fileName, rowsWritten: written, sizeBytes: size.size };
    } catch (error) {
      output.destroy();
      await rm(filePath, { force: true });
      throw error;
    }
  }

  return {
    registry,
    toDownload,

    /**
     * `GET .../export/{format}` of any registered export: streamed in the response up to the
     * export's limit, otherwise (or with `mode=background`) `202 { job }` to follow in the
     * download centre.
     */
    async respond<P>(
      request: FastifyRequest,
      reply: FastifyReply,
      definition: ExportDefinition<P>,
      input: { format: ExportFormat; params: P; mode: 'auto' | 'background'; locale: ExportLocale },
    ) {
      // The route's policy already checks it; the definition's permission guards reuse elsewhere.
      if (!hasPermissions(requireUser(request), [definition.permission])) throw forbidden();
      const params = definition.params.parse(JSON.parse(JSON.stringify(input.params)));
      const limit = Math.min(
        definition.streamLimit?.[input.format] ?? DEFAULT_STREAM_LIMIT[input.format],
        env.EXPORT_STREAM_MAX_ROWS ?? Number.POSITIVE_INFINITY,
      );
      const count = definition.count ? await definition.count(db, params, limit) : null;
      if (input.mode === 'background' || (count !== null && count > limit)) {
        const download = await queue(request, definition, { ...input, params, totalRows: count });
        return reply.status(202).send({ job: toDownload(download) });
      }
      const reveal = mayReveal(requireUser(request));
      const labels = { export: definition.name, format: input.format, mode: 'stream' as const };
      const sheets = countedSheets(
        privateSheets(definition, await definition.sheets(db, params, input.locale), reveal),
        labels,
      );
      const base = exportBaseName(definition.fileName, params, new Date());
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[input.format])
        .header('content-disposition', `attachment; filename="${base}.${input.format}"`);
      if (count !== null) reply.header('x-total-rows', String(count));
      return reply.send(
        countedBytes(
          exportStream(sheets, input.format, input.locale, (error) =>
            request.log.error({ err: error, export: definition.name }, 'export stream failed'),
          ),
          labels,
        ),
      );
    },

    /** The job handler of background exports. */
    async runExportJob(ctx: JobContext<{ downloadId: number }>): Promise<unknown> {
      const row = await findDownload(db, ctx.data.downloadId);
      if (!row || !ACTIVE.has(row.status)) return { skipped: true };
      const definition = registry.get(row.kind);
      const stored = storedParamsSchema.safeParse(row.params);
      const params = definition && stored.success ? definition.params.safeParse(stored.data.params) : null;
      if (!definition || !stored.success || !params?.success) {
        await finishDownload(
          db,
          row.id,
          { status: 'FAILED', error: 'Parâmetros da exportação inválidos' },
          retention,
        );
        return { failed: 'invalid parameters' };
      }
      if (!(await startDownload(db, row.id))) return { skipped: true };
      try {
        const file = await writeFile(
          definition,
          row,
          params.data,
          stored.data.locale,
          ctx,
          stored.data.reveal,
        );
        await finishDownload(db, row.id, { status: 'COMPLETED', ...file }, retention);
        return { rows: file.rowsWritten, size: file.sizeBytes };
      } catch (error) {
        const cancelled =
          error instanceof JobCancelledError || ctx.signal.reason instanceof JobCancelledError;
        if (cancelled) {
          await finishDownload(db, row.id, { status: 'CANCELLED', error: null }, retention);
        } else {
          log.error({ err: error, download: row.id, attempt: ctx.attempt }, 'export job failed');
          await finishDownload(
            db,
            row.id,
            ctx.lastAttempt
              ? { status: 'FAILED', error: 'Falha ao gerar o arquivo de exportação' }
              : { status: 'QUEUED', error: 'Nova tentativa em instantes' },
            retention,
          );
        }
        throw error;
      }
    },

    async list(owner: string): Promise<Download[]> {
      return (await listDownloads(db, owner)).map(toDownload);
    },

    async get(owner: string, id: number): Promise<Download> {
      return toDownload(await own(owner, id));
    },

    /** The finished file of one of the caller's downloads. */
    async file(owner: string, id: number) {
      const row = await own(owner, id);
      if (row.status !== 'COMPLETED' || !row.file_path)
        throw conflict('A exportação ainda não foi concluída.');
      if (row.expires_at.getTime() <= Date.now()) throw notFound('A exportação expirou.');
      const size = await stat(row.file_path).catch(() => null);
      if (!size) throw notFound('Arquivo da exportação não encontrado.');
      return {
        path: row.file_path,
        size: size.size,
        name: row.file_name ?? `exportacao-${row.id}.${row.file_format}`,
        contentType: EXPORT_CONTENT_TYPES[row.file_format],
      };
    },

    /** Cancels a pending download, or removes a finished one and its file. */
    async cancelOrRemove(owner: string, id: number): Promise<Download | null> {
      const row = await own(owner, id);
      if (ACTIVE.has(row.status)) {
        await cancelDownload(db, id);
        if (row.job_id) await jobs.cancel(EXPORT_QUEUE, row.job_id);
        return toDownload(await own(owner, id));
      }
      await deleteDownload(db, id);
      if (row.file_path) await rm(row.file_path, { force: true });
      return null;
    },

    /** Deletes expired downloads and their files, and stale job progress. */
    async purgeExpired(now = new Date()): Promise<{ removed: number }> {
      const removed = await removeExpired(db, now);
      for (const r of removed) if (r.file_path) await rm(r.file_path, { force: true });
      await jobs.purgeProgress(retention);
      if (removed.length > 0) log.info({ removed: removed.length }, 'expired downloads purged');
      return { removed: removed.length };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
