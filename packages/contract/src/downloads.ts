/**
 * The download centre: files (exports and reports) produced in the background for the
 * signed-in staff member, with their progress, size and expiry.
 */
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Languages an export's headings are written in (the console's two). */
export const EXPORT_LOCALES = ['pt-BR', 'en'] as const;
export const exportLocaleSchema = z.enum(EXPORT_LOCALES);
export type ExportLocale = z.infer<typeof exportLocaleSchema>;

/**
 * `auto` streams the file when the result is small enough and queues a background job
 * otherwise; `background` always queues.
 */
export const exportQuerySchema = z.object({
  mode: z.enum(['auto', 'background']).default('auto'),
  lang: exportLocaleSchema.default('pt-BR'),
});

export const DOWNLOAD_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const downloadStatusSchema = z.enum(DOWNLOAD_STATUSES);
export type DownloadStatus = z.infer<typeof downloadStatusSchema>;

/** Statuses in which a download still changes (the console refreshes while one is listed). */
export const PENDING_DOWNLOAD_STATUSES: readonly DownloadStatus[] = ['QUEUED', 'RUNNING'];

export const downloadSchema = z.object({
  id: z.number().int(),
  /** Registered export name (`transactions`, `dashboard_tpv`...). */
  kind: z.string(),
  title: z.object({ 'pt-BR': z.string(), en: z.string() }),
  file_format: exportFormatSchema,
  status: downloadStatusSchema,
  /** 0 to 100. */
  progress: z.number().int(),
  total_rows: z.number().int().nullable(),
  rows_written: z.number().int(),
  size_bytes: z.number().int().nullable(),
  file_name: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadListSchema = z.object({ data: z.array(downloadSchema) });
export type DownloadList = z.infer<typeof downloadListSchema>;

/** Answer of an export that runs in the background: the download to follow. */
export const exportQueuedSchema = z.object({ job: downloadSchema });
