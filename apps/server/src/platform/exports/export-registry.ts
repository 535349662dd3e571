import type { ExportFormat, ExportLocale } from '@mentor/contract/downloads';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { PersonalFields } from '../privacy/personal-data.ts';

/** A text in both console languages. */
export type ExportLabel = Record<ExportLocale, string>;

/**
 * How a column's values are written. `money`: integer cents (CSV "1234,56"; XLSX a number in
 * reais shown with R$). `date`: a calendar day YYYY-MM-DD (CSV DD/MM/YYYY; XLSX a date cell).
 * `datetime`: an ISO instant shown in Brasília time (CSV DD/MM/YYYY HH:mm; XLSX a date-time cell).
 * `rate`: a percentage given as a number or as exact decimal text ("1.2345"), written with 2
 * decimals or more when it has more (CSV "1,2345"; XLSX a number). `integer`: ids and counts.
 * `text`: anything else.
 */
export type ExportColumnType = 'text' | 'integer' | 'money' | 'date' | 'datetime' | 'rate';

/** One column of an export: `value` gives the raw value, `type` how each format writes it. */
export interface ExportColumn<R> {
  label: ExportLabel;
  value: (row: R, locale: ExportLocale) => string | number | null | undefined;
  /** A kind for the whole column, or one per row (a summary sheet's mixed values). */
  type?: ExportColumnType | ((row: R) => ExportColumnType);
  width?: number;
}

/** One cell of a CSV's closing line, written like a column of that type; null leaves it empty. */
export type ExportFooterCell = {
  value: string | number | null | undefined;
  type?: ExportColumnType;
} | null;

/** One sheet of a workbook (a CSV has exactly one): its columns and its rows, batch by batch. */
export interface ExportSheet<R> {
  name: ExportLabel;
  columns: ReadonlyArray<ExportColumn<R>>;
  rows: AsyncIterable<ReadonlyArray<R>>;
  /**
   * A closing line of the CSV after the rows (totals of the whole filter), one cell per column,
   * asked for once the rows are written. A workbook gives its totals a sheet of their own instead.
   */
  csvFooter?: (locale: ExportLocale) => Promise<ReadonlyArray<ExportFooterCell>>;
}

/**
 * A list's export, declared once by its area: who may run it, the parameters a background
 * job keeps (validated again when it runs), how many rows it would have, and its sheets.
 */
export interface ExportDefinition<P> {
  /** Stable name, stored with background exports (`transactions`, `dashboard_tpv`). */
  name: string;
  title: ExportLabel;
  /** File name without extension (`transacoes`, then the date is added), or one made from the parameters. */
  fileName: string | ((params: P) => string);
  permission: string;
  formats: readonly ExportFormat[];
  params: z.ZodType<P>;
  /** Rows the export would write, counted up to `cap`; without it the export always streams. */
  count?: (db: Database, params: P, cap: number) => Promise<number>;
  /** Above this many rows the export runs as a background job (default: CSV 1 000 000, XLSX 100 000). */
  streamLimit?: Partial<Record<ExportFormat, number>>;
  /** Fields of its rows that are personal data: masked for staff without reveal_personal_data. */
  personalData?: PersonalFields;
  // biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
  sheets: (db: Database, params: P, locale: ExportLocale) => Promise<ReadonlyArray<ExportSheet<any>>>;
}

export const DEFAULT_STREAM_LIMIT: Record<ExportFormat, number> = { csv: 1_000_000, xlsx: 100_000 };

/**
 * Rows an export reads from the database at a time. A batch lives while it is written, across
 * the wait for the next one; kept well inside V8's young generation (16 MB), it dies there
 * instead of being promoted, and the process does not grow its old generation to hold garbage.
 * With 5 000 rows of a wide list (about 25 MB allocated per batch: driver rows, mapped rows,
 * text) a 1 M-row CSV grew the server by 264 MB.
 */
export const EXPORT_BATCH_ROWS = 1000;

/** Every export the server knows, by name: areas register theirs when their routes register. */
export function createExportRegistry() {
  const definitions = new Map<string, ExportDefinition<unknown>>();
  return {
    register<P>(definition: ExportDefinition<P>): ExportDefinition<P> {
      if (definitions.has(definition.name)) throw new Error(`Export ${definition.name} registered twice`);
      definitions.set(definition.name, definition as ExportDefinition<unknown>);
      return definition;
    },
    get(name: string): ExportDefinition<unknown> | undefined {
      return definitions.get(name);
    },
    names(): string[] {
      return [...definitions.keys()];
    },
  };
}

export type ExportRegistry = ReturnType<typeof createExportRegistry>;
