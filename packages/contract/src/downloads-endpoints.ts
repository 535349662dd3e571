/**
 * The download centre under `/api`: the caller's exports and reports (status, progress, size,
 * expiry), the finished file, and cancelling or removing one. Any signed-in staff member has
 * one; each sees only their own files, so no project is involved.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { downloadListSchema, downloadSchema } from './downloads.ts';

const OWN_FILES = { permission: null, project: 'none' } as const;
const byId = z.object({ id: zRecordId() });

export const downloads = defineEndpoints(
  { area: 'downloads', api: 'main' },
  {
    listDownloads: {
      method: 'GET',
      path: '/v1/downloads',
      summary: "The caller's exports and reports not yet expired, newest first",
      responses: { 200: downloadListSchema },
      policy: OWN_FILES,
    },
    readDownload: {
      method: 'GET',
      path: '/v1/downloads/{id}',
      summary: "One of the caller's exports or reports, with its state",
      params: byId,
      responses: { 200: downloadSchema },
      policy: OWN_FILES,
    },
    readFile: {
      method: 'GET',
      path: '/v1/downloads/{id}/file',
      summary: 'The finished file (409 while it is still being produced)',
      params: byId,
      responses: { 200: z.unknown().describe('The file'), 409: errorBodySchema },
      file: {},
      policy: OWN_FILES,
    },
    cancelOrRemove: {
      method: 'DELETE',
      path: '/v1/downloads/{id}',
      summary: 'Cancels a pending export (200 with it) or removes a finished one and its file (204)',
      params: byId,
      responses: { 200: downloadSchema, 204: z.null() },
      policy: OWN_FILES,
    },
  },
);
