/**
 * The field declarations of the change history's table contexts, each declared beside its area's
 * schemas; contexts without one show their fields' names humanised.
 */

import type { Lang } from './common/enums/define.ts';
import { type FieldMap, type FieldSpec, field, fieldAt, type RecordFields } from './common/fields.ts';
import {
  MERCHANT_FIELDS,
  MERCHANT_GROUP_FIELDS,
  MERCHANT_SETTLEMENT_DESTINATION_FIELDS,
} from './merchants-fields.ts';
import { PAYMENT_FIELDS } from './payments-fields.ts';
import { SALES_PLAN_FIELDS } from './plans-fields.ts';
import { REASON_CODES } from './privacy.ts';
import { PROJECT_USER_FIELDS } from './project-users-fields.ts';
import { PROJECT_FIELDS, PROJECT_PARAMETER_FIELDS, SALES_REPRESENTATIVE_FIELDS } from './projects-fields.ts';
import { RECEIVABLE_FIELDS, RECEIVABLE_UNIT_FIELDS } from './receivables-fields.ts';
import { ROLE_FIELDS } from './roles-fields.ts';
import { TERMINAL_FIELDS } from './terminals-fields.ts';

export * from './common/field-changes.ts';
export * from './common/fields.ts';

/** Fields any change may carry: the reason asked for it and the record's bookkeeping. */
const COMMON_FIELDS: FieldMap = {
  reason_code: field.enum('Motivo', 'Reason', REASON_CODES),
  reason_comment: field.text('Comentário', 'Comment'),
  updated_at: field.hidden('Atualizado em', 'Updated on'),
  created_at: field.datetime('Criado em', 'Created on'),
};

const DECLARED: readonly RecordFields[] = [
  MERCHANT_FIELDS,
  MERCHANT_GROUP_FIELDS,
  MERCHANT_SETTLEMENT_DESTINATION_FIELDS,
  PAYMENT_FIELDS,
  PROJECT_FIELDS,
  PROJECT_PARAMETER_FIELDS,
  PROJECT_USER_FIELDS,
  RECEIVABLE_FIELDS,
  RECEIVABLE_UNIT_FIELDS,
  ROLE_FIELDS,
  SALES_PLAN_FIELDS,
  SALES_REPRESENTATIVE_FIELDS,
  TERMINAL_FIELDS,
];

const BY_CONTEXT = new Map<string, FieldMap>(
  DECLARED.map((declared) => [declared.context, { ...COMMON_FIELDS, ...declared.fields }]),
);

/** The fields of a table context ('merchant'), with the common ones; only these for an unknown one. */
export function recordFields(context: string): FieldMap {
  return BY_CONTEXT.get(context) ?? COMMON_FIELDS;
}

/** What a record of a context is called, or the context humanised. */
export function recordLabel(context: string, lang: Lang): string {
  const declared = DECLARED.find((d) => d.context === context);
  return declared ? declared.label[lang] : fieldAt(undefined, context, lang).label;
}

/** The label and declaration of a path of a context's records. */
export function recordField(
  context: string,
  path: string,
  lang: Lang,
): { label: string; spec: FieldSpec | undefined } {
  return fieldAt(recordFields(context), path, lang);
}
