/**
 * Bank billets under `/api` (2nd doc §3, §4, §7, §9): list, layouts, cancel (down), update and
 * export. The payer's CPF/CNPJ and e-mail are masked for staff without reveal_personal_data.
 */
import { z } from 'zod';
import {
  billetCancelBodySchema,
  billetCancelResponseSchema,
  billetLayoutSchema,
  billetListQuerySchema,
  billetListResponseSchema,
  billetSchema,
  billetUpdateBodySchema,
  billetUpdateQuerySchema,
} from './billets.ts';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';

const personalData = { fields: { billet_payer_document: 'document', billet_payer_email: 'email' } } as const;
const projectList = { query: 'project_id' } as const;

export const billets = defineEndpoints(
  { area: 'billets', api: 'main' },
  {
    listBillets: {
      method: 'GET',
      path: '/v1/billet',
      summary: 'Bank billets, by due date descending; values in cents',
      query: billetListQuerySchema,
      responses: { 200: billetListResponseSchema },
      policy: { permission: 'read_bank_billets', project: projectList, personalData },
    },
    listLayouts: {
      method: 'GET',
      path: '/v1/billet/layouts',
      summary: 'Billet layouts (nickname and id)',
      responses: { 200: z.array(billetLayoutSchema) },
      policy: { permission: 'read_bank_billets', project: 'none' },
    },
    cancelBillets: {
      method: 'PATCH',
      path: '/v1/billet/cancel',
      summary:
        'Down (cancel) a selection of billets still waiting for registration or registered; all or none',
      body: billetCancelBodySchema,
      responses: { 200: billetCancelResponseSchema, 409: errorBodySchema },
      policy: { permission: 'cancel_bank_billets', project: 'record', personalData },
    },
    updateBillet: {
      method: 'PUT',
      path: '/v1/billet/{billet_id}',
      summary: 'Change the due date, fees, penalty and discount of an open billet',
      params: z.object({ billet_id: zRecordId() }),
      query: billetUpdateQuerySchema,
      body: billetUpdateBodySchema,
      responses: { 200: billetSchema, 409: errorBodySchema },
      policy: { permission: 'update_bank_billets', project: 'record', personalData },
    },
    exportBillets: {
      method: 'GET',
      path: '/v1/billet/export/{format}',
      summary: 'Billets as CSV or XLSX, streamed; large results become a background export job',
      params: z.object({ format: exportFormatSchema }),
      query: z.intersection(billetListQuerySchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: { permission: 'export_bank_billets', project: projectList },
    },
  },
);
