/** A staff member's fields as the users screen names them, for its history. */
import { defineFields, field } from './common/fields.ts';

export const PROJECT_USER_FIELDS = defineFields(
  'project_user',
  { pt: 'Usuário', en: 'User' },
  {
    id: field.hidden('ID', 'ID'),
    username: field.text('Usuário', 'Username'),
    email: field.text('E-mail', 'E-mail'),
    full_name: field.text('Nome', 'Name'),
    document: field.text('CPF/CNPJ', 'CPF/CNPJ'),
    role: field.text('Perfil', 'Role'),
    enabled: field.boolean('Ativo', 'Active'),
    project_id: field.hidden('Projeto', 'Project'),
    created_at: field.datetime('Criado em', 'Created on'),
    password: field.text('Senha', 'Password'),
    authenticator: field.text('Autenticador', 'Authenticator'),
    sessions: field.text('Sessões', 'Sessions'),
  },
);
