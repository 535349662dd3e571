/** The terminal's fields as its screens name them, for its change history. */
import { TERMINAL_STATUSES } from './common/enums/terminals.ts';
import { defineFields, field } from './common/fields.ts';

export const TERMINAL_FIELDS = defineFields(
  'terminal',
  { pt: 'Terminal', en: 'Terminal' },
  {
    id: field.text('ID', 'ID'),
    terminal_code: field.text('Código do terminal', 'Terminal code'),
    status: field.enum('Status', 'Status', TERMINAL_STATUSES),
    blocked: field.boolean('Bloqueado', 'Blocked'),
    supplier_identifier: field.text('Fornecedor', 'Supplier'),
    terminal_modality: field.text('Modalidade', 'Modality'),
    'terminal_modality.id': field.hidden('Modalidade', 'Modality'),
    'terminal_modality.modality': field.text('Modalidade', 'Modality'),
    project: field.text('Projeto', 'Project'),
    'project.id': field.hidden('Projeto', 'Project'),
    'project.trade': field.text('Projeto', 'Project'),
    merchant: field.text('Lojista', 'Merchant'),
    'merchant.id': field.hidden('Lojista', 'Merchant'),
    'merchant.merchant_name': field.text('Lojista', 'Merchant'),
    'merchant.merchant_code': field.text('Código do lojista', 'Merchant code'),
    equipment: field.text('Equipamento', 'Equipment'),
    'equipment.equipment_id': field.hidden('Equipamento', 'Equipment'),
    'equipment.serial_number': field.text('Número de série', 'Serial number'),
    'equipment.model_label': field.text('Modelo', 'Model'),
    acquirer: field.text('Adquirente', 'Acquirer'),
    automatic_rent: field.text('Aluguel automático', 'Automatic rent'),
    actions: field.hidden('Ações', 'Actions'),
    created_at: field.datetime('Criado em', 'Created on'),
  },
);
