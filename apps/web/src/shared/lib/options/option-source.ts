import type { QueryKey } from '@tanstack/react-query';

/** One choice of a select: the value sent to the API and the label shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A reference list loaded from the API and offered as select options (projects, channels,
 * white labels...). Lists and forms read the same source, so it is fetched once and cached.
 */
export interface OptionSource {
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<SelectOption[]>;
  /** How long the options stay fresh (ms). Default five minutes. */
  staleTime?: number;
}

/** Declares an option source (identity; gives the object its type). */
export function defineOptionSource(source: OptionSource): OptionSource {
  return source;
}
