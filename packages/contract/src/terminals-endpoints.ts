/**
 * Equipment, terminals, suppliers and their credentials, registrar files and automatic rents
 * under `/api` (spec core §7.4, §7.5; financial/Pix/onboarding §3). Changing a terminal and
 * revealing a supplier credential's secret ask for a one-time code.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { pagedResponseSchema, pageQuery, pageQuerySchema } from './common/pagination.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  associateEquipmentSchema,
  automaticRentFiltersSchema,
  automaticRentSchema,
  calculateRentQuerySchema,
  communicationProfileSchema,
  equipmentBulkResultSchema,
  equipmentBulkSchema,
  equipmentCreateSchema,
  equipmentFiltersSchema,
  equipmentModelSchema,
  equipmentSchema,
  equipmentUpdateSchema,
  REGISTRAR_FILE_TYPES,
  REGISTRARS,
  rentCalculationSchema,
  SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS,
  serialNumberSchema,
  supplierCredentialBodySchema,
  supplierCredentialSchema,
  supplierCredentialSecretSchema,
  supplierSchema,
  terminalAcquirerBodySchema,
  terminalCreateSchema,
  terminalFiltersSchema,
  terminalModalitySchema,
  terminalSchema,
  terminalUpdateSchema,
} from './terminals.ts';

const idParams = z.object({ id: zRecordId() });
const serialParams = z.object({ serial_number: serialNumberSchema });
const supplierId = z.string().trim().min(1).max(40);
const supplierParams = idParams.extend({ supplier_identifier: supplierId });

/** Supplier credentials are listed 10, 50 or 100 per page. */
const credentialPage = pageQuerySchema().refine(
  (q) => (SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS as readonly number[]).includes(q.perPage),
  { path: ['perPage'], message: 'Credenciais por página: 10, 50 ou 100' },
);
const credentialList = { 200: pagedResponseSchema(supplierCredentialSchema) };
const terminalDetail = { 200: terminalSchema, 409: errorBodySchema };

const EQUIPMENT_READ = 'read_equipment_list';
const EQUIPMENT_WRITE = { permission: 'manage_equipment', project: 'record' } as const;
const TERMINAL_READ = 'read_terminal_list';
const TERMINAL_LINKS = { permission: 'manage_terminal_links', project: 'record' } as const;
const CREDENTIAL_WRITE = { permission: 'manage_supplier_credentials', project: 'record' } as const;
const RENT_READ = 'read_terminal_rent';
const anyStaff = { permission: null, project: 'none' } as const;

export const terminals = defineEndpoints(
  { area: 'terminals', api: 'main' },
  {
    // Equipment and its models (spec core §7.4).
    listEquipment: {
      method: 'GET',
      path: '/v1/equipment',
      summary: 'Equipment, filtered by serial, project, in use, models and code',
      query: pageQuery.extend(equipmentFiltersSchema.shape),
      responses: { 200: pagedResponseSchema(equipmentSchema) },
      policy: { permission: EQUIPMENT_READ, project: { query: 'project' } },
    },
    createEquipment: {
      method: 'POST',
      path: '/v1/equipment',
      summary: 'Create equipment',
      body: equipmentCreateSchema,
      responses: { 201: equipmentSchema, 409: errorBodySchema },
      policy: EQUIPMENT_WRITE,
    },
    bulkEquipment: {
      method: 'POST',
      path: '/v1/equipment/bulk',
      summary: 'Create or move many serials at once, with a result per serial',
      body: equipmentBulkSchema,
      responses: { 200: equipmentBulkResultSchema },
      policy: EQUIPMENT_WRITE,
    },
    updateEquipment: {
      method: 'PUT',
      path: '/v1/equipment/{serial_number}',
      summary: 'Update equipment by serial number',
      params: serialParams,
      body: equipmentUpdateSchema,
      responses: { 200: equipmentSchema, 409: errorBodySchema },
      policy: EQUIPMENT_WRITE,
    },
    deleteEquipment: {
      method: 'DELETE',
      path: '/v1/equipment/{serial_number}',
      summary: 'Delete equipment that is not in use',
      params: serialParams,
      responses: { 204: z.null(), 409: errorBodySchema },
      policy: EQUIPMENT_WRITE,
    },
    listModels: {
      method: 'GET',
      path: '/v1/equipment_model',
      summary: 'Equipment models (active=true: only those still offered)',
      query: z.object({ active: z.enum(['true', 'false']).optional() }),
      responses: { 200: z.object({ data: z.array(equipmentModelSchema) }) },
      policy: anyStaff,
    },
    listProfiles: {
      method: 'GET',
      path: '/v1/equipment_model/{id}/communication_profile',
      summary: 'Communication profiles of a model',
      params: idParams,
      responses: { 200: z.object({ data: z.array(communicationProfileSchema) }) },
      policy: anyStaff,
    },

    // Automatic rents (financial/Pix/onboarding §3).
    listRents: {
      method: 'GET',
      path: '/v1/terminal/automatic_rents',
      summary: 'Automatic rent charges, 10 per page sorted by id',
      query: pageQuery.extend(automaticRentFiltersSchema.shape),
      responses: { 200: pagedResponseSchema(automaticRentSchema) },
      policy: { permission: RENT_READ, project: { query: 'project_id' } },
    },
    exportRents: {
      method: 'GET',
      path: '/v1/terminal/automatic_rents/export/{file_format}',
      summary: 'Automatic rent charges as CSV or XLSX',
      params: z.object({ file_format: exportFormatSchema }),
      query: automaticRentFiltersSchema.extend(exportQuerySchema.shape),
      responses: { 200: z.unknown(), 202: exportQueuedSchema },
      file: {},
      policy: { permission: RENT_READ, project: { query: 'project_id' } },
    },

    // Terminals (spec core §7.4).
    listTerminals: {
      method: 'GET',
      path: '/v1/terminal',
      summary: 'Terminals with the list filters, 10 per page by default',
      query: pageQuery.extend(terminalFiltersSchema.shape),
      responses: { 200: pagedResponseSchema(terminalSchema) },
      policy: { permission: TERMINAL_READ, project: { query: 'project' } },
    },
    calculateRent: {
      method: 'GET',
      path: '/v1/terminal/calculate_automatic_rent',
      summary: 'Preview of the charges of an automatic rent (grace months, pro rata, cycle)',
      query: calculateRentQuerySchema,
      responses: { 200: rentCalculationSchema },
      policy: { permission: TERMINAL_READ, project: 'record' },
    },
    listModalities: {
      method: 'GET',
      path: '/v1/terminal_modality',
      summary: 'Terminal modalities',
      responses: { 200: z.object({ data: z.array(terminalModalitySchema) }) },
      policy: anyStaff,
    },
    createTerminal: {
      method: 'POST',
      path: '/v1/terminal',
      summary: 'Create a terminal',
      body: terminalCreateSchema,
      responses: { 201: terminalSchema, 409: errorBodySchema },
      policy: { permission: 'create_terminal', project: 'record' },
    },
    readTerminal: {
      method: 'GET',
      path: '/v1/terminal/{id}',
      summary: 'Terminal detail',
      params: idParams,
      responses: { 200: terminalSchema },
      policy: { permission: TERMINAL_READ, project: 'record' },
    },
    updateTerminal: {
      method: 'PUT',
      path: '/v1/terminal/{id}',
      summary: 'Update a terminal: merchant, modality, supplier and automatic rent',
      params: idParams,
      body: terminalUpdateSchema,
      responses: terminalDetail,
      policy: { permission: 'update_terminal', project: 'record', otp: true },
    },
    inactivateTerminal: {
      method: 'DELETE',
      path: '/v1/terminal/{id}',
      summary: 'Inactivate a terminal',
      params: idParams,
      responses: terminalDetail,
      policy: { permission: 'delete_terminal', project: 'record' },
    },
    blockTerminal: {
      method: 'PUT',
      path: '/v1/terminal/{id}/block',
      summary: 'Block a terminal',
      params: idParams,
      responses: terminalDetail,
      policy: { permission: 'block_terminal', project: 'record' },
    },
    unblockTerminal: {
      method: 'PUT',
      path: '/v1/terminal/{id}/unblock',
      summary: 'Unblock a terminal',
      params: idParams,
      responses: terminalDetail,
      policy: { permission: 'block_terminal', project: 'record' },
    },
    associateEquipment: {
      method: 'POST',
      path: '/v1/terminal/{id}/equipment',
      summary: 'Associate equipment (by serial) with a terminal waiting for it',
      params: idParams,
      body: associateEquipmentSchema,
      responses: terminalDetail,
      policy: TERMINAL_LINKS,
    },
    disassociateEquipment: {
      method: 'DELETE',
      path: '/v1/terminal/{id}/equipment',
      summary: 'Disassociate the equipment of a terminal',
      params: idParams,
      responses: terminalDetail,
      policy: TERMINAL_LINKS,
    },
    createAcquirer: {
      method: 'POST',
      path: '/v1/terminal/{id}/acquirer',
      summary: 'Create the acquirer of a terminal',
      params: idParams,
      body: terminalAcquirerBodySchema,
      responses: terminalDetail,
      policy: TERMINAL_LINKS,
    },
    updateAcquirer: {
      method: 'PUT',
      path: '/v1/terminal/{id}/acquirer',
      summary: 'Update the acquirer of a terminal',
      params: idParams,
      body: terminalAcquirerBodySchema,
      responses: terminalDetail,
      policy: TERMINAL_LINKS,
    },

    // Suppliers, their credentials and registrar files (spec core §7.5).
    listSuppliers: {
      method: 'GET',
      path: '/v1/suppliers',
      summary: 'Terminal suppliers',
      responses: { 200: z.object({ data: z.array(supplierSchema) }) },
      policy: anyStaff,
    },
    listProjectCredentials: {
      method: 'GET',
      path: '/v1/project/{id}/supplier_credentials',
      summary: 'Supplier credentials of a project (10, 50 or 100 per page)',
      params: idParams,
      query: credentialPage,
      responses: credentialList,
      policy: { permission: TERMINAL_READ, project: 'record' },
    },
    listTerminalCredentials: {
      method: 'GET',
      path: '/v1/terminal/{id}/supplier_credentials/{supplier_identifier}',
      summary: 'Supplier credentials of a terminal',
      params: supplierParams,
      query: credentialPage,
      responses: credentialList,
      policy: { permission: TERMINAL_READ, project: 'record' },
    },
    createProjectCredential: {
      method: 'POST',
      path: '/v1/project/{id}/supplier_credentials/{supplier_identifier}',
      summary: 'Create a supplier credential for a project',
      params: supplierParams,
      body: supplierCredentialBodySchema,
      responses: { 201: supplierCredentialSchema },
      policy: CREDENTIAL_WRITE,
    },
    createTerminalCredential: {
      method: 'POST',
      path: '/v1/terminal/{id}/supplier_credentials/{supplier_identifier}/{type}',
      summary: 'Create a supplier credential of a type for a terminal',
      params: supplierParams.extend({ type: z.string().trim().min(1).max(40) }),
      body: supplierCredentialBodySchema,
      responses: { 201: supplierCredentialSchema },
      policy: CREDENTIAL_WRITE,
    },
    revealCredential: {
      method: 'GET',
      path: '/v1/supplier_credentials/{id}',
      summary: 'A supplier credential with its secret (one-time code; audited)',
      params: idParams,
      responses: { 200: supplierCredentialSecretSchema },
      policy: { permission: 'reveal_supplier_credential', project: 'record', otp: true },
    },
    registrarFile: {
      method: 'GET',
      path: '/v1/registrar_file/{registrar}/{type}/{id}',
      summary: 'Registrar file (CSV) about the terminals of a merchant or one terminal',
      params: idParams.extend({ registrar: z.enum(REGISTRARS), type: z.enum(REGISTRAR_FILE_TYPES) }),
      responses: { 200: z.string() },
      file: { contentType: 'text/csv; charset=utf-8' },
      policy: { permission: TERMINAL_READ, project: 'record' },
    },
  },
);
