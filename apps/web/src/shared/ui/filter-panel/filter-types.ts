import type { ZodType } from 'zod';
import type { DateShortcut } from './date-shortcuts';

/** Kinds of field the generic filter panel can render (spec core §3.1). */
export type FilterType =
  | 'text'
  | 'currency'
  | 'float'
  | 'integer'
  | 'autocomplete'
  | 'select'
  | 'multi-select'
  /** Several free-text values (codes typed or pasted, split on comma, space or new line). */
  | 'tags'
  | 'switch'
  | 'daterange';

/** One choice of a select, multi-select, autocomplete or date-range radio. */
export interface FilterOption {
  label: string;
  value: string;
}

/**
 * Value of a `daterange` filter: ISO dates `YYYY-MM-DD`, plus the radio choice (which date the
 * range applies to, e.g. creation or payment date) when the filter offers one.
 */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
  type?: string | null;
  /**
   * The shortcut the range was picked with ('yesterday', 'last7'...). The URL and saved views
   * keep the shortcut rather than the dates, so 'Ontem' is yesterday whenever it is applied.
   */
  shortcut?: DateShortcut | null;
}

/**
 * Value held by one filter:
 * - text, select, autocomplete: `string`
 * - currency: integer cents; float and integer: `number`
 * - multi-select: `string[]`
 * - switch: `boolean`
 * - daterange: {@link DateRangeValue}
 * `null` means "not filtered".
 */
export type FilterValue = string | number | boolean | string[] | DateRangeValue | null;

/** The values of every filter of a panel, by filter key. */
export type FilterValues = Record<string, FilterValue>;

/**
 * A filter's validation: the zod schema of its value, given the field's label (the messages
 * name it), e.g. the contract's `zRequiredDateRange` for a required period.
 */
export type FilterRules = (field: string) => ZodType;

/** Extra settings of a filter that only some types use. */
export interface FilterFieldConfig {
  /** autocomplete: wait this long after typing before loading options (ms). Default 300. */
  debounceMs?: number;
  /** autocomplete: minimum characters typed before options load. Default 0. */
  minSearchLength?: number;
  /** currency, float, integer: minimum value. */
  min?: number;
  /** currency, float, integer: maximum value. */
  max?: number;
  /** daterange: the shortcuts offered, in order. Default: the spec's (DATE_SHORTCUTS). */
  shortcuts?: readonly DateShortcut[];
}

/** Describes one filter of a list screen (spec core §3 "Filter definition"). */
export interface FilterDefinition {
  /** Query and API parameter name. */
  key: string;
  /** Visible label; also used in chips and validation messages. */
  label: string;
  type: FilterType;
  /** Choices of select, multi-select and autocomplete (static part). */
  options?: FilterOption[];
  /** Loads autocomplete choices for the typed text. */
  loadOptions?: (search: string) => Promise<FilterOption[]>;
  /** Validation rules, checked before 'Buscar' is enabled. */
  rules?: FilterRules;
  /** Grid span out of 12 on medium and wider screens. Default 3. */
  size?: number;
  placeholder?: string;
  /** daterange: default radio choice. */
  radioValue?: string;
  /** daterange: radio choices (which date the range applies to). */
  radioItems?: FilterOption[];
  /** float: decimal places. Default 2. */
  precision?: number;
  /** Whether the field offers a clear control and its chip can be removed. Default true. */
  clearable?: boolean;
  config?: FilterFieldConfig;
}

/** Flat, URL-safe representation of filter values (see `filterValuesToQuery`). */
export type FilterQuery = Record<string, string | string[]>;
