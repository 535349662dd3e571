/**
 * Card transactions under `/api` (spec core §3.1, §7.3): list, detail and export. The
 * e-commerce customer's CPF/CNPJ is masked for staff without reveal_personal_data.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from './downloads.ts';
import {
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
} from './transactions.ts';

/** The customer's and the merchant's CPF/CNPJ, masked for staff who may not reveal them. */
const personalData = {
  fields: { ecommerce_customer_document: 'document', merchant_document: 'document' },
} as const;
const projectList = { query: 'project' } as const;

export const transactions = defineEndpoints(
  { area: 'transactions', api: 'main' },
  {
    listTransactions: {
      method: 'GET',
      path: '/v1/transaction',
      summary: 'Card transactions: 18 filters, paging (page or keyset cursor), total exact up to 10 000',
      query: transactionListQuerySchema,
      // A keyset cursor that cannot be read answers 400.
      responses: { 200: transactionListResponseSchema, 400: errorBodySchema },
      policy: { permission: 'read_transactions', project: projectList, personalData },
    },
    readTransaction: {
      method: 'GET',
      path: '/v1/transaction/{id}',
      summary: 'One card transaction',
      params: z.object({ id: zRecordId() }),
      responses: { 200: transactionSchema },
      policy: { permission: 'read_transactions', project: 'record', personalData },
    },
    exportTransactions: {
      method: 'GET',
      path: '/v1/transaction/export/{file_format}',
      summary: 'Transactions as CSV or XLSX, streamed; large results become a background export job',
      params: z.object({ file_format: exportFormatSchema }),
      query: z.intersection(transactionListQuerySchema, exportQuerySchema),
      responses: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
      file: {},
      policy: { permission: 'read_transactions', project: projectList, personalData },
    },
  },
);
