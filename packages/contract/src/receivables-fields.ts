/** Receivables' and receivable units' fields as their screens name them, for their history. */
import {
  RECEIVABLE_UNIT_STATUSES,
  SYNC_CHANGE_TYPES,
  SYNC_STATUS_OPTIONS,
} from './common/enums/receivables.ts';
import { defineFields, field } from './common/fields.ts';

export const RECEIVABLE_FIELDS = defineFields(
  'receivable',
  { pt: 'Recebível', en: 'Receivable' },
  {
    adjustment_amount: field.money('Valor do ajuste', 'Adjustment amount'),
    net_adjusted_amount: field.money('Valor líquido ajustado', 'Net adjusted amount'),
    blocked: field.boolean('Bloqueado', 'Blocked'),
  },
);

export const RECEIVABLE_UNIT_FIELDS = defineFields(
  'receivable_unit',
  { pt: 'Unidade de recebível', en: 'Receivable unit' },
  {
    status: field.enum('Status', 'Status', RECEIVABLE_UNIT_STATUSES),
    status_sync: field.enum('Sincronização', 'Synchronisation', SYNC_STATUS_OPTIONS),
    change_type: field.enum('Tipo de alteração', 'Change type', SYNC_CHANGE_TYPES),
  },
);
