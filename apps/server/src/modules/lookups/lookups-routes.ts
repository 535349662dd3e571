import {
  acquirerSchema,
  appSchema,
  bankSchema,
  blockTypeSchema,
  cardBrandSchema,
  channelSchema,
  merchantFormationSchema,
  openingHourSchema,
  operationSchema,
  projectOptionSchema,
} from '@mentor/contract/platform';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import {
  booleanish,
  errorResponses,
  lastPage,
  pagedResponse,
  pageQuerySchema,
  sortColumn,
} from '../../http/schemas.ts';

const signedIn = { policy: { permission: null } } as const;

/**
 * Lists every screen needs (spec core §3, §7.9): projects for the selector, banks, applications,
 * card brands, channels, operations, opening hours, merchant formations, block types, acquirers.
 * Any signed-in staff member may read them; the project list is confined to the caller's scope.
 */
export async function lookupsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/project',
    {
      config: { policy: { ...signedIn.policy, personalData: { fields: { document: 'document' } } } },
      schema: {
        tags: ['lookups'],
        summary: 'Projects (white-label programmes) the caller may see',
        querystring: pageQuerySchema.extend({
          perPage: z.coerce.number().int().min(1).max(1000).default(10),
          search: z.string().max(120).optional(),
          project_id: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: pagedResponse(projectOptionSchema.extend({ document: z.string().nullable() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const projectId = listProjectFilter(request, q.project_id);
      let base = db.selectFrom('project');
      if (projectId !== undefined) base = base.where('id', '=', projectId);
      if (q.search) base = base.where('trade', 'ilike', `%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
      const column = sortColumn(q.sortBy, ['id', 'trade'] as const, 'id');
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'trade', 'document'])
          .orderBy(column, q.sortDesc ? 'desc' : 'asc')
          .orderBy('id')
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage)
          .execute(),
        base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return { data: rows, total, lastPage: lastPage(total, q.perPage) };
    },
  );

  app.get(
    '/api/v1/bank',
    {
      config: signedIn,
      schema: {
        tags: ['lookups'],
        summary: 'Brazilian banks (COMPE code, name, ISPB); slc=true lists only SLC participants',
        querystring: z.object({ slc: booleanish.optional(), with_ispb: booleanish.optional() }),
        response: { 200: z.array(bankSchema), ...errorResponses },
      },
    },
    async (request) => {
      let query = db.selectFrom('bank').select(['bank_code', 'bank_name', 'ispb']).orderBy('bank_code');
      if (request.query.slc) query = query.where('slc', '=', true);
      if (request.query.with_ispb) query = query.where('ispb', 'is not', null);
      return query.execute();
    },
  );

  app.get(
    '/api/v1/apps',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(appSchema), ...errorResponses } },
    },
    async () => db.selectFrom('app').select(['id', 'app_code', 'app_name']).orderBy('app_name').execute(),
  );

  app.get(
    '/api/v1/card_brand',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(cardBrandSchema), ...errorResponses } },
    },
    async () => db.selectFrom('card_brand').select(['id', 'brand_name']).orderBy('id').execute(),
  );

  app.get(
    '/api/v1/channel',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(channelSchema), ...errorResponses } },
    },
    async () => {
      const rows = await db
        .selectFrom('channel')
        .innerJoin('acquirer', 'acquirer.id', 'channel.acquirer_id')
        .select([
          'channel.id',
          'channel.channel_name',
          'acquirer.id as acquirer_id',
          'acquirer.acquirer_name',
        ])
        .orderBy('channel.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        channel_name: r.channel_name,
        acquirer: { id: r.acquirer_id, acquirer_name: r.acquirer_name },
      }));
    },
  );

  app.get(
    '/api/v1/operation',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(operationSchema), ...errorResponses } },
    },
    async () =>
      db.selectFrom('operation').select(['id', 'operation_name', 'has_mdr']).orderBy('id').execute(),
  );

  app.get(
    '/api/v1/opening_hour',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(openingHourSchema), ...errorResponses } },
    },
    async () => db.selectFrom('opening_hour').select(['id', 'description']).orderBy('id').execute(),
  );

  app.get(
    '/api/v1/merchant_formation',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(merchantFormationSchema), ...errorResponses } },
    },
    async () => db.selectFrom('merchant_formation').select(['id', 'type']).orderBy('id').execute(),
  );

  app.get(
    '/api/v1/block_type',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(blockTypeSchema), ...errorResponses } },
    },
    async () => db.selectFrom('block_type').select(['id', 'description']).orderBy('id').execute(),
  );

  app.get(
    '/api/v1/acquirer',
    {
      config: signedIn,
      schema: { tags: ['lookups'], response: { 200: z.array(acquirerSchema), ...errorResponses } },
    },
    async () => db.selectFrom('acquirer').select(['id', 'acquirer_name']).orderBy('id').execute(),
  );
}
