/**
 * Saved views under `/api`: named filter views per screen, private to their author or shared
 * with the team.
 */
import { z } from 'zod';
import { defineEndpoints } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import { savedViewInputSchema, savedViewSchema } from './platform.ts';

export const savedViews = defineEndpoints(
  { area: 'saved-views', api: 'main' },
  {
    listViews: {
      method: 'GET',
      path: '/v1/saved-views',
      summary: 'Saved views of a screen: the caller’s own and those shared with their team',
      query: z.object({ screen: z.string().min(1).max(200) }),
      responses: { 200: z.array(savedViewSchema) },
      policy: { permission: null, project: 'caller' },
    },
    createView: {
      method: 'POST',
      path: '/v1/saved-views',
      summary: 'Save a view',
      body: savedViewInputSchema,
      responses: { 201: savedViewSchema },
      policy: { permission: null, project: 'none' },
    },
    deleteView: {
      method: 'DELETE',
      path: '/v1/saved-views/{id}',
      summary: 'Delete one of the caller’s views',
      params: z.object({ id: zRecordId() }),
      responses: { 204: z.null() },
      policy: { permission: null, project: 'none' },
    },
  },
);
