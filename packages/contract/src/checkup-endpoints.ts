/**
 * Transaction check-up under `/api` (2nd doc §3, §4, §6, §7): the two tabs (NOT_IMPORTED,
 * DUPLICATED), authorise, delete duplicates and re-run; the three actions need a one-time code.
 */

import { z } from 'zod';
import {
  checkupActionBodySchema,
  checkupActionResponseSchema,
  checkupListQuerySchema,
  checkupListResponseSchema,
  checkupRunResponseSchema,
  checkupRunSchema,
} from './checkup.ts';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { SAFE_INT8_MAX, zRecordId } from './common/validators.ts';

const runParams = z.object({ id: zRecordId('Execução', SAFE_INT8_MAX) });

export const checkup = defineEndpoints(
  { area: 'checkup', api: 'main' },
  {
    listFindings: {
      method: 'GET',
      path: '/v1/checkup/transaction',
      summary: "Check-up findings of one type (NOT_IMPORTED or DUPLICATED); another type is 'Invalid type X'",
      query: checkupListQuerySchema,
      responses: { 200: checkupListResponseSchema },
      policy: { permission: 'read_checkup', project: { query: 'project' } },
    },
    authorizeFindings: {
      method: 'PUT',
      path: '/v1/checkup/transaction/authorize',
      summary: 'Make a selection of findings available to the import (one-time code)',
      body: checkupActionBodySchema,
      responses: { 200: checkupActionResponseSchema, 409: errorBodySchema },
      policy: { permission: 'authorize_checkup_transactions', project: 'record', otp: true },
    },
    deleteFindings: {
      method: 'PUT',
      path: '/v1/checkup/transaction/delete',
      summary: 'Delete a selection of duplicated copies (one-time code)',
      body: checkupActionBodySchema,
      responses: { 200: checkupActionResponseSchema, 409: errorBodySchema },
      policy: { permission: 'delete_checkup_transactions', project: 'record', otp: true },
    },
    rerun: {
      method: 'POST',
      path: '/v1/checkup/transactions',
      summary:
        'Re-run the whole check-up as a background job (one-time code); refused with 409 while a run is PROCESSING',
      responses: { 202: checkupRunResponseSchema, 409: errorBodySchema },
      policy: { permission: 'rerun_checkup', project: 'none', otp: true },
    },
    // Declared before `readRun`: its path is a fixed word where `readRun` has an id.
    readLatestRun: {
      method: 'GET',
      path: '/v1/checkup/runs/latest',
      summary: 'The newest check-up run (as readRun answers it); 404 when the check-up never ran',
      responses: { 200: checkupRunSchema, 404: errorBodySchema },
      policy: { permission: 'read_checkup', project: 'none' },
    },
    readRun: {
      method: 'GET',
      path: '/v1/checkup/runs/{id}',
      summary: 'One check-up run: PROCESSING, DONE with what it found, or FAILED',
      params: runParams,
      responses: { 200: checkupRunSchema, 404: errorBodySchema },
      policy: { permission: 'read_checkup', project: 'none' },
    },
  },
);
