import { maskCpfCnpj } from '@mentor/contract';

/** A document as the server sent it: digits are formatted, an already masked value is kept. */
export const showDocument = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) ? maskCpfCnpj(value) : (value ?? '-');
