/**
 * Personal data (LGPD): reason codes of sensitive actions, masks applied to personal data for
 * staff without the reveal permission, and the reveal call.
 */
import { z } from 'zod';
import { defineEnum, opt } from './common/enums/define.ts';
import { onlyDigits } from './common/masks.ts';

/** Why a sensitive action is taken; OTHER needs a comment. */
export const REASON_CODES = defineEnum([
  opt('CUSTOMER_REQUEST', 'Solicitação do cliente', 'Customer request'),
  opt('FRAUD_SUSPICION', 'Suspeita de fraude', 'Suspected fraud'),
  opt('COMPLIANCE', 'Exigência de compliance ou regulatória', 'Compliance or regulatory requirement'),
  opt('OFFBOARDING', 'Desligamento ou fim de contrato', 'Offboarding or end of contract'),
  opt('DATA_CORRECTION', 'Correção de cadastro', 'Data correction'),
  opt('OTHER', 'Outro (descrever)', 'Other (describe)'),
]);
export type ReasonCode = (typeof REASON_CODES.values)[number];

export const REASON_COMMENT_MAX = 500;

export const REASON_MESSAGES = {
  codeRequired: 'O campo Motivo é obrigatório',
  codeInvalid: 'O campo Motivo não é válido',
  commentRequired: 'O campo Comentário é obrigatório quando o motivo é Outro',
  commentTooLong: `O campo Comentário deve ter no máximo ${REASON_COMMENT_MAX} caracteres`,
} as const;

/** What a sensitive call carries in its body (or x-reason-code / x-reason-comment headers). */
export interface ReasonInput {
  reason_code: ReasonCode;
  reason_comment: string | null;
}

/**
 * Validates a reason against the codes a route accepts; field errors keyed
 * `reason_code` / `reason_comment` when invalid.
 */
export function parseReason(
  raw: { reason_code?: unknown; reason_comment?: unknown },
  allowed: readonly ReasonCode[] = REASON_CODES.values,
): { ok: true; value: ReasonInput } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const code = typeof raw.reason_code === 'string' ? raw.reason_code.trim() : '';
  const comment = typeof raw.reason_comment === 'string' ? raw.reason_comment.trim() : '';
  const parsed = REASON_CODES.parse(code);
  if (code === '') errors.reason_code = [REASON_MESSAGES.codeRequired];
  else if (!parsed || !allowed.includes(parsed)) errors.reason_code = [REASON_MESSAGES.codeInvalid];
  if (comment.length > REASON_COMMENT_MAX) errors.reason_comment = [REASON_MESSAGES.commentTooLong];
  else if (parsed === 'OTHER' && comment === '') errors.reason_comment = [REASON_MESSAGES.commentRequired];
  if (Object.keys(errors).length > 0 || !parsed) return { ok: false, errors };
  return { ok: true, value: { reason_code: parsed, reason_comment: comment === '' ? null : comment } };
}

/** Kinds of personal data, each with its mask. */
export const PERSONAL_DATA_KINDS = ['document', 'email', 'phone', 'bank_account', 'birthday'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

const HIDDEN = '•';

/** CPF ***.456.789-** (the middle digits, as the Receita Federal shows them). */
function maskCpfHidden(digits: string): string {
  return `${HIDDEN.repeat(3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${HIDDEN.repeat(2)}`;
}

/** CNPJ 12.***.***\/0001-** (root start and branch). */
function maskCnpjHidden(digits: string): string {
  return `${digits.slice(0, 2)}.${HIDDEN.repeat(3)}.${HIDDEN.repeat(3)}/${digits.slice(8, 12)}-${HIDDEN.repeat(2)}`;
}

/**
 * The masked form of a personal value, for staff without `reveal_personal_data`. Keeps just
 * enough to tell records apart; never more than a third of the digits.
 */
export function maskPersonalData(kind: PersonalDataKind, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return value ?? null;
  switch (kind) {
    case 'document': {
      const digits = onlyDigits(value);
      if (digits.length === 11) return maskCpfHidden(digits);
      if (digits.length === 14) return maskCnpjHidden(digits);
      return HIDDEN.repeat(Math.max(digits.length, 3));
    }
    case 'email': {
      const at = value.lastIndexOf('@');
      if (at <= 0) return HIDDEN.repeat(5);
      const domain = value.slice(at + 1);
      const dot = domain.indexOf('.');
      const tail = dot >= 0 ? domain.slice(dot) : '';
      return `${value.charAt(0)}${HIDDEN.repeat(3)}@${domain.charAt(0)}${HIDDEN.repeat(3)}${tail}`;
    }
    case 'phone': {
      const all = onlyDigits(value);
      if (all.length < 8) return HIDDEN.repeat(4);
      // Without the country code (+55) when present.
      const national = all.length >= 12 && all.startsWith('55') ? all.slice(2) : all;
      const digits = national.length > 11 ? national.slice(-11) : national;
      const area = digits.length >= 10 ? `(${digits.slice(0, 2)}) ` : '';
      return `${area}${HIDDEN.repeat(digits.length >= 11 ? 5 : 4)}-${digits.slice(-4)}`;
    }
    case 'bank_account': {
      const text = String(value);
      const keep = text.slice(-2);
      return `${HIDDEN.repeat(Math.max(text.length - 2, 3))}${keep}`;
    }
    case 'birthday': {
      // The year only (an age band), never the day and month: `••/••/1990`.
      const year = /\b(\d{4})\b/.exec(value)?.[1];
      return `${HIDDEN.repeat(2)}/${HIDDEN.repeat(2)}/${year ?? HIDDEN.repeat(4)}`;
    }
  }
}

/** True when a value has the masked form (carries the hidden character). */
export const isMaskedValue = (value: unknown): boolean => typeof value === 'string' && value.includes(HIDDEN);

/** Reveal one personal value of one record (logged in the record's history). */
export const revealBodySchema = z.object({
  table_context: z.string().regex(/^[a-z0-9_.-]{1,64}$/, 'Contexto inválido'),
  record_id: z.string().min(1).max(64),
  field: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/, 'Campo inválido'),
  /** Project of the record, for records that live under a project (project users). */
  project_id: z.number().int().positive().optional(),
  /**
   * A value of one history entry of the record instead of the record itself: `field` is then a
   * path (dots for nesting) in the entry's `before` or `after` (`side`).
   */
  history_id: z.number().int().positive().optional(),
  /**
   * A value of one change in the approvals inbox instead: `field` is then a path in the change's
   * `before` or its proposed `after` (`side`); `table_context` and `record_id` are the change's.
   */
  approval_id: z.number().int().positive().optional(),
  side: z.enum(['before', 'after']).optional(),
});
export type RevealBody = z.infer<typeof revealBodySchema>;

export const revealResponseSchema = z.object({
  table_context: z.string(),
  record_id: z.string(),
  field: z.string(),
  value: z.string().nullable(),
});
export type RevealResponse = z.infer<typeof revealResponseSchema>;
