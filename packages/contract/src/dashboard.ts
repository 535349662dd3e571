/** TPV dashboard, TPV report and behavioural dashboard (spec core §3, §3.1; financial doc). */
import { z } from 'zod';
import { INT2_MAX, zRecordId } from './common/validators.ts';
import {
  CARD_BRAND_VALUES,
  isoDaySchema,
  multiValue,
  OPERATION_VALUES,
  transactionStatusSchema,
} from './transactions.ts';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const positiveId = z.preprocess(blank, zRecordId().optional());
const optionalDay = z.preprocess(blank, isoDaySchema.optional());

/** Dashboard filters: project, merchant, card_brand, channel, operation, status, date range. */
export const dashboardFiltersSchema = z
  .object({
    project: positiveId,
    merchant: positiveId,
    card_brand: multiValue(z.coerce.number().pipe(z.union(CARD_BRAND_VALUES.map((v) => z.literal(v))))),
    channel: multiValue(zRecordId('Canal', INT2_MAX)),
    operation: multiValue(z.coerce.number().pipe(z.union(OPERATION_VALUES.map((v) => z.literal(v))))),
    /** Empty means CONFIRMED only (spec core §4.2). */
    status: multiValue(transactionStatusSchema),
    start: optionalDay,
    end: optionalDay,
  })
  .refine((f) => !f.start || !f.end || f.start <= f.end, {
    message: 'deve ser menor ou igual a data final',
    path: ['start'],
  });
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;

export const tpvAmountSchema = z.object({
  /** Cents. */
  amount: z.number().int(),
  count: z.number().int(),
});

export const tpvSliceSchema = tpvAmountSchema.extend({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
});
export type TpvSlice = z.infer<typeof tpvSliceSchema>;

export const tpvDataSchema = z.object({
  data_aggregator: z.enum(['day', 'month']),
  date_range: z.object({ start: z.string(), end: z.string() }),
  tpv_per_channel_and_date: z.array(
    tpvAmountSchema.extend({ date: z.string(), channel_id: z.number().int(), channel_name: z.string() }),
  ),
  totals: tpvAmountSchema.extend({ average_ticket: z.number().int() }),
  tpv_per_channel: z.array(tpvSliceSchema),
  tpv_per_card_brand: z.array(tpvSliceSchema),
  tpv_per_operation: z.array(tpvSliceSchema),
  tpv_per_status: z.array(tpvSliceSchema),
});
export type TpvData = z.infer<typeof tpvDataSchema>;

export const topProjectsSchema = z.object({
  top_projects: z.array(tpvAmountSchema.extend({ project_id: z.number().int(), trade: z.string() })),
});
export const topMerchantsSchema = z.object({
  top_merchants: z.array(
    tpvAmountSchema.extend({
      merchant_id: z.number().int(),
      merchant_code: z.string(),
      merchant_name: z.string(),
      project_id: z.number().int(),
    }),
  ),
});
export type TopProjects = z.infer<typeof topProjectsSchema>;
export type TopMerchants = z.infer<typeof topMerchantsSchema>;

/** The dashboard's merchant filter: merchants by code or part of the name, within a project. */
export const merchantOptionsQuerySchema = z.object({
  search: z.string().trim().max(120).default(''),
  project: zRecordId().optional(),
});
export const merchantOptionSchema = z.object({
  id: z.number().int(),
  merchant_code: z.string(),
  merchant_name: z.string(),
});

/** TPV report: volume per period and project or merchant. */
export const tpvReportQuerySchema = z.intersection(
  dashboardFiltersSchema,
  z.object({
    group_by: z.preprocess(blank, z.enum(['project', 'merchant']).default('project')),
    period: z.preprocess(blank, z.enum(['day', 'month']).default('month')),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    perPage: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(10)),
  }),
);
export const tpvReportRowSchema = tpvAmountSchema.extend({
  period: z.string(),
  key_id: z.number().int(),
  key_name: z.string(),
  average_ticket: z.number().int(),
});
export const tpvReportResponseSchema = z.object({
  data: z.array(tpvReportRowSchema),
  total: z.number().int(),
  lastPage: z.number().int(),
  totals: tpvAmountSchema,
});
export type TpvReportRow = z.infer<typeof tpvReportRowSchema>;
export type TpvReportResponse = z.infer<typeof tpvReportResponseSchema>;

/** Behavioural dashboard filters: project and period (financial doc). */
export const behavioralQuerySchema = z
  .object({ project: positiveId, start: optionalDay, end: optionalDay })
  .refine((f) => !f.start || !f.end || f.start <= f.end, {
    message: 'deve ser menor ou igual a data final',
    path: ['start'],
  });

export const tpvTrendSchema = z.object({
  data_aggregator: z.enum(['day', 'month']),
  date_range: z.object({ start: z.string(), end: z.string() }),
  tpv_per_status_and_date: z.array(
    tpvAmountSchema.extend({ date: z.string(), status: transactionStatusSchema }),
  ),
  trend: z.object({
    /** Confirmed volume of the period and of the period of equal length just before it. */
    current_amount: z.number().int(),
    previous_amount: z.number().int(),
    /** Percentage change, null when the previous period had no volume. */
    rate: z.number().nullable(),
    direction: z.enum(['UP', 'DOWN', 'FLAT']),
    /** Least-squares slope of the confirmed volume per bucket, in cents. */
    slope: z.number(),
  }),
});
export type TpvTrend = z.infer<typeof tpvTrendSchema>;

const totalRate = z.object({ total: z.number().int(), rate: z.number() });
export const lossRetentionMapSchema = z.object({
  acquisition: totalRate,
  loss: totalRate,
  retention: totalRate,
});
export const acquisitionLossRetentionSchema = z.object({
  date_range: z.object({ start: z.string(), end: z.string() }),
  previous_range: z.object({ start: z.string(), end: z.string() }),
  merchants_acquisition_loss_retention: lossRetentionMapSchema,
  projects_acquisition_loss_retention: lossRetentionMapSchema,
  /** Merchants and projects with confirmed sales in the period. */
  total_merchants: z.number().int(),
  total_projects: z.number().int(),
});
export type AcquisitionLossRetention = z.infer<typeof acquisitionLossRetentionSchema>;
