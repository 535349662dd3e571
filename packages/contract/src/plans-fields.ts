/** A sales plan's fields and MDR rates as its screens name them, for its history and approvals. */
import { CARD_BRANDS, OPERATIONS } from './common/enums/cards.ts';
import { SALES_PLAN_STATUSES } from './common/enums/general.ts';
import { defineFields, field } from './common/fields.ts';

export const SALES_PLAN_FIELDS = defineFields(
  'sales_plan',
  { pt: 'Plano de venda', en: 'Sales plan' },
  {
    sales_plan_name: field.text('Plano', 'Plan'),
    project: field.text('Projeto', 'Project'),
    'project.id': field.hidden('Projeto', 'Project'),
    'project.trade': field.text('Projeto', 'Project'),
    channel: field.text('Canal', 'Channel'),
    'channel.id': field.hidden('Canal', 'Channel'),
    'channel.channel_name': field.text('Canal', 'Channel'),
    project_id: field.hidden('Projeto', 'Project'),
    channel_id: field.hidden('Canal', 'Channel'),
    mcc: field.text('MCC', 'MCC'),
    status: field.enum('Status', 'Status', SALES_PLAN_STATUSES),
    automatic_anticipation: field.boolean('Antecipação automática', 'Automatic anticipation'),
    anticipation_rate: field.percent('Taxa ARV', 'ARV rate'),
    anticipation_rate_history: field.text('Atualização em massa', 'Bulk update'),
    merchants_count: field.number('Lojistas', 'Merchants'),
    valid_from: field.date('Vigência a partir de', 'In force from'),
    rates: field.text('Taxas MDR', 'MDR rates', {
      items: {
        card_brand_id: field.enum('Bandeira', 'Card brand', CARD_BRANDS),
        operation_id: field.enum('Operação', 'Operation', OPERATIONS),
        rate: field.percent('Taxa', 'Rate'),
        valid_from: field.date('Vigência', 'In force from'),
      },
    }),
  },
);
