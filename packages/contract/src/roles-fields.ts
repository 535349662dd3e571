/** A role's fields as the roles screen names them, for its history. */
import { defineFields, field } from './common/fields.ts';

export const ROLE_FIELDS = defineFields(
  'role',
  { pt: 'Perfil', en: 'Role' },
  {
    id: field.hidden('ID', 'ID'),
    role_key: field.text('Chave', 'Key'),
    role_name: field.text('Nome do perfil', 'Role name'),
    project_id: field.hidden('Projeto', 'Project'),
    project_trade: field.text('Projeto', 'Project'),
    description: field.text('Descrição', 'Description'),
    permissions: field.text('Permissões', 'Permissions'),
    created_at: field.datetime('Cadastrado em', 'Created on'),
  },
);
