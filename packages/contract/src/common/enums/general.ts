/** Enumerations shared by several areas (spec core §1, §3, §4.3). */
import { defineEnum, opt } from './define.ts';

/** Generic statuses used across lists. */
export const GENERIC_STATUSES = defineEnum([
  opt('IN_ANALYSIS', 'Em análise', 'In analysis', 'yellow'),
  opt('ACTIVE', 'Ativo', 'Active', 'green'),
  opt('INACTIVE', 'Inativo', 'Inactive', 'gray'),
  opt('WAITING_SYNC', 'Aguardando sincronização', 'Waiting for sync', 'yellow'),
  opt('IN_SYNCING', 'Sincronizando', 'Synchronising', 'blue'),
  opt('MANUAL_SYNCING', 'Sincronização manual', 'Manual sync', 'blue'),
  opt('PENDING', 'Pendente', 'Pending', 'yellow'),
  opt('APPROVED', 'Aprovado', 'Approved', 'green'),
  opt('REJECTED', 'Rejeitado', 'Rejected', 'red'),
  opt('WAITING', 'Aguardando', 'Waiting', 'yellow'),
  opt('SENDED', 'Enviado', 'Sent', 'blue'),
  opt('UNSENDED', 'Não enviado', 'Not sent', 'gray'),
  opt('ANALYSE', 'Em análise', 'In analysis', 'yellow'),
]);

/** Further status codes the chips know (spec core §4.3 "Others"). */
export const OTHER_STATUSES = defineEnum([
  opt(
    'WAITING_EQUIPMENT_ASSOCIATION',
    'Aguardando associação equipamento',
    'Waiting for equipment',
    'yellow',
  ),
  opt('MULTI-MERCHANT', 'Multi-lojista', 'Multi-merchant', 'blue'),
  opt('ADMIN', 'Administrador', 'Administrator', 'blue'),
]);

/** Background report (export) job statuses. */
export const REPORT_JOB_STATUSES = defineEnum([
  opt('QUEUED', 'Na fila', 'Queued', 'yellow'),
  opt('PROCESSING', 'Processando', 'Processing', 'blue'),
  opt('COMPLETED', 'Concluído', 'Completed', 'green'),
  opt('FAILED', 'Falhou', 'Failed', 'red'),
]);

/** Change history actions. */
export const CHANGE_HISTORY_ACTIONS = defineEnum([
  opt('CREATE', 'Criação', 'Creation', 'green'),
  opt('UPDATE', 'Atualização', 'Update', 'blue'),
  opt('DELETE', 'Exclusão', 'Deletion', 'red'),
]);

/** Bulk anticipation-rate (ARV) update runs, with the labels of spec core §4.3. */
export const ANTICIPATION_RATE_RUN_STATUSES = defineEnum([
  opt('PROCESSING', 'Em andamento', 'In progress', 'blue'),
  opt('FINISHED', 'Concluido', 'Finished', 'green'),
  opt('PARTIAL_FINISHED', 'Concluido parcialmente', 'Partially finished', 'yellow'),
  opt('FAILED', 'Falha', 'Failed', 'red'),
]);

/** Sales plan status (1 active, 0 inactive). */
export const SALES_PLAN_STATUSES = defineEnum([
  opt(1, 'Ativo', 'Active', 'green'),
  opt(0, 'Inativo', 'Inactive', 'gray'),
]);

/** Fee frequency of basket operations. */
export const BASKET_FREQUENCIES = defineEnum([
  opt('DAILY', 'Diária', 'Daily'),
  opt('WEEKLY', 'Semanal', 'Weekly'),
  opt('MONTHLY', 'Mensal', 'Monthly'),
  opt('YEARLY', 'Anual', 'Yearly'),
]);

/** HTTP request types of service contexts. */
export const HTTP_REQUEST_TYPES = defineEnum([
  opt('GET', 'GET', 'GET'),
  opt('POST', 'POST', 'POST'),
  opt('PUT', 'PUT', 'PUT'),
  opt('PATCH', 'PATCH', 'PATCH'),
  opt('DELETE', 'DELETE', 'DELETE'),
  opt('HEAD', 'HEAD', 'HEAD'),
  opt('OPTIONS', 'OPTIONS', 'OPTIONS'),
]);

/** Address types. */
export const ADDRESS_TYPES = defineEnum([
  opt('MAIL', 'Correspondência', 'Mail'),
  opt('INSTALLATION', 'Instalação', 'Installation'),
  opt('MAIL AND INSTALLATION', 'Correspondência e instalação', 'Mail and installation'),
]);

/** Phone types. */
export const PHONE_TYPES = defineEnum([
  opt('COMERCIAL', 'Comercial', 'Business'),
  opt('FAX', 'Fax', 'Fax'),
  opt('CELULAR', 'Celular', 'Mobile'),
]);

/** Console languages and their locales (spec core §3). */
export const LOCALES = [
  { code: 'pt', iso: 'pt-BR', name: 'Português' },
  { code: 'en', iso: 'en-US', name: 'English' },
] as const;

/** Console language codes as an enumeration. */
export const LANGUAGES = defineEnum([opt('pt', 'Português', 'Portuguese'), opt('en', 'Inglês', 'English')]);
