import { useState } from 'react';

/**
 * Keeps what the operator is typing in a number input ('12,' while the next digit is on its
 * way) in step with a controlled numeric value: the typed text is kept while it still stands
 * for `value`, and replaced when `value` changes from outside.
 */
export function useNumberDraft(
  value: number | null,
  toDisplay: (value: number) => number,
  fromDisplay: (display: number | string) => number | null,
): [number | string, (display: number | string) => number | null] {
  const [draft, setDraft] = useState<number | string>(value === null ? '' : toDisplay(value));
  if (fromDisplay(draft) !== value) {
    setDraft(value === null ? '' : toDisplay(value));
  }
  const update = (display: number | string): number | null => {
    setDraft(display);
    return fromDisplay(display);
  };
  return [draft, update];
}

/** Reads the value Mantine's NumberInput reports: a number, or a string ('' when empty). */
export function readNumberInputValue(display: number | string): number | null {
  if (typeof display === 'number') return Number.isFinite(display) ? display : null;
  if (display.trim() === '') return null;
  const parsed = Number(display);
  return Number.isFinite(parsed) ? parsed : null;
}
