import { RISK_MESSAGES } from '@mentor/contract/risk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import { isDocumentBlacklisted, purgeExpiredEntries } from './blacklist-service.ts';

let ctx: TestContext;
let prefixOnly: string;
beforeAll(async () => {
  ctx = await startTestApp();
  // Holds a role that only starts with the permission: enough for the older list, not the manager.
  prefixOnly = await createOtpStaff(ctx, 'risco.prefixo', [
    'mentor_financial',
    'manage_restrictive_list_leitura',
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const OLD_LIST = '/gateway/spe-view-n-backoffice/v1/blacklist';
const OLD = '/gateway/spe-n-backoffice/v1/blacklist';
const MANAGER = '/gateway/spe-n-blacklist/v1/blacklist/management';
const HISTORY = '/gateway/spe-n-backoffice/v1/history';

// Valid CPFs and CNPJs used only by this file.
const CPF_A = '390.533.447-05';
const CPF_B = '21655398032';
const CPF_C = '87748248800';
const CNPJ_A = '11.222.333/0001-81';

describe('older blacklist', () => {
  it('adds, lists ten per page with filters, removes by document and audits each change', async () => {
    const added = await call(ctx, 'superadmin', 'POST', OLD, {
      body: { name: 'Fulano Bloqueado', document: CPF_A },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Fulano Bloqueado', document: '39053344705' });
    const id = added.json().id;

    const again = await call(ctx, 'superadmin', 'POST', OLD, {
      body: { name: 'Outro', document: '39053344705' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.document).toEqual([RISK_MESSAGES.blacklistDuplicate]);

    const bad = await call(ctx, 'superadmin', 'POST', OLD, { body: { name: '', document: '123' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['document', 'name']);

    const list = await call(ctx, 'superadmin', 'GET', `${OLD_LIST}?document=390.533&name=fulano`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(list.json().meta).toMatchObject({ itemCount: 1, page: 1, limit: 10 });

    const none = await call(ctx, 'superadmin', 'DELETE', OLD);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.document).toEqual([RISK_MESSAGES.documentRequired]);
    const removed = await call(ctx, 'superadmin', 'DELETE', `${OLD}?document=${encodeURIComponent(CPF_A)}`);
    expect(removed.json()).toMatchObject({ id });
    expect((await call(ctx, 'superadmin', 'DELETE', `${OLD}?document=39053344705`)).statusCode).toBe(404);
    const audits = await auditRows(ctx, 'blacklist_entry', id);
    expect(audits.map((a) => a.action)).toEqual(['DELETE', 'CREATE']);
    expect(audits[0]?.before).toMatchObject({ document: '39053344705' });
  });

  it('removes by document sent in the body too', async () => {
    await call(ctx, 'superadmin', 'POST', OLD, { body: { name: 'Empresa Bloqueada', document: CNPJ_A } });
    expect(await isDocumentBlacklisted(ctx.handle.db, CNPJ_A)).toBe(true);
    const removed = await call(ctx, 'superadmin', 'DELETE', OLD, { body: { document: CNPJ_A } });
    expect(removed.statusCode).toBe(200);
    expect(await isDocumentBlacklisted(ctx.handle.db, CNPJ_A)).toBe(false);
  });

  it('needs manage_restrictive_list (a role starting with it is enough)', async () => {
    expect((await call(ctx, 'financeiro', 'GET', OLD_LIST)).statusCode).toBe(403);
    expect((await call(ctx, 'sem.papel', 'GET', OLD_LIST)).statusCode).toBe(403);
    expect((await call(ctx, prefixOnly, 'GET', OLD_LIST)).statusCode).toBe(200);
    expect((await call(ctx, prefixOnly, 'GET', HISTORY)).statusCode).toBe(200);
  });
});

describe('blacklist manager', () => {
  it('is strict: only the exact permission passes', async () => {
    expect((await call(ctx, prefixOnly, 'GET', MANAGER)).statusCode).toBe(403);
    expect((await call(ctx, 'financeiro', 'GET', MANAGER)).statusCode).toBe(403);
    expect((await call(ctx, 'superadmin', 'GET', MANAGER)).statusCode).toBe(200);
  });

  it('adds with digits only, turns text true/false into a boolean and edits by uuid', async () => {
    const created = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { fullName: 'Beltrana Temporária', documentNumber: '216.553.980-32', temporary: 'true' },
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json().data;
    expect(created.json().message).toBe(RISK_MESSAGES.blacklistAdded);
    expect(entry).toMatchObject({ documentNumber: CPF_B, temporary: true });
    // Default expiry: 30 days ahead.
    const days = (Date.parse(entry.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const detail = await call(ctx, 'superadmin', 'GET', `${MANAGER}/${entry.uuid}`);
    expect(detail.json()).toEqual(entry);

    const edited = await call(ctx, 'superadmin', 'PUT', `${MANAGER}/${entry.uuid}`, {
      body: { fullName: 'Beltrana Permanente', documentNumber: CPF_B, temporary: 'false' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(RISK_MESSAGES.blacklistUpdated);
    expect(edited.json().data).toMatchObject({
      fullName: 'Beltrana Permanente',
      temporary: false,
      expiresAt: null,
    });

    // Update through the collection path with the uuid in the body; POST on the uuid path edits too.
    const viaBody = await call(ctx, 'superadmin', 'PUT', MANAGER, {
      body: { uuid: entry.uuid, fullName: 'Beltrana', documentNumber: CPF_B, temporary: false },
    });
    expect(viaBody.json().data.fullName).toBe('Beltrana');
    const viaPost = await call(ctx, 'superadmin', 'POST', `${MANAGER}/${entry.uuid}`, {
      body: { fullName: 'Beltrana S.', documentNumber: CPF_B, temporary: 'true', expiresAt: '2099-12-31' },
    });
    expect(viaPost.json().data).toMatchObject({ fullName: 'Beltrana S.', temporary: true });
    expect(viaPost.json().data.expiresAt).toBe('2100-01-01T03:00:00.000Z');

    const list = await call(ctx, 'superadmin', 'GET', `${MANAGER}?document=216.553`);
    expect(list.json().data.map((e: { uuid: string }) => e.uuid)).toEqual([entry.uuid]);

    const audits = await auditRows(ctx, 'blacklist_management', entry.uuid);
    expect(audits.map((a) => a.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE', 'CREATE']);
    expect(audits[2]?.before).toMatchObject({ fullName: 'Beltrana Temporária', temporary: true });

    const history = await call(ctx, 'superadmin', 'GET', `${HISTORY}?document=${CPF_B}`);
    expect(history.json().meta.itemCount).toBe(4);
    expect(history.json().data[0]).toMatchObject({
      list: 'BLACKLIST_MANAGER',
      action: 'UPDATE',
      actor: 'superadmin',
    });

    const removed = await call(ctx, 'superadmin', 'DELETE', `${MANAGER}/${entry.uuid}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx, 'superadmin', 'GET', `${MANAGER}/${entry.uuid}`)).statusCode).toBe(404);
  });

  it('answers the spec message for an update or removal without a uuid, and field errors for bad input', async () => {
    const body = { fullName: 'Sem Uuid', documentNumber: CPF_C, temporary: false };
    const put = await call(ctx, 'superadmin', 'PUT', MANAGER, { body });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe('UUID é obrigatório para atualização');
    expect(put.json().errors.uuid).toEqual(['UUID é obrigatório para atualização']);
    const del = await call(ctx, 'superadmin', 'DELETE', MANAGER);
    expect(del.statusCode).toBe(422);
    expect(del.json().errors.uuid).toEqual([RISK_MESSAGES.uuidRequiredForDelete]);
    expect((await call(ctx, 'superadmin', 'GET', `${MANAGER}/nao-uuid`)).statusCode).toBe(422);

    const bad = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { fullName: ' ', documentNumber: '111.111.111-11', temporary: 'talvez' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['documentNumber', 'fullName', 'temporary']);
    const past = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { ...body, temporary: true, expiresAt: '2020-01-01' },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expiresAt).toEqual([RISK_MESSAGES.expiryInPast]);
  });

  it('lets a temporary entry leave the lists and the refusal when it expires, and purges it', async () => {
    const created = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { fullName: 'Ciclano Temporário', documentNumber: CPF_C, temporary: 'true' },
    });
    const uuid = created.json().data.uuid;
    expect(await isDocumentBlacklisted(ctx.handle.db, '877.482.488-00')).toBe(true);
    await ctx.handle.db
      .updateTable('blacklist_management')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('uuid', '=', uuid)
      .execute();
    expect(await isDocumentBlacklisted(ctx.handle.db, CPF_C)).toBe(false);
    const list = await call(ctx, 'superadmin', 'GET', `${MANAGER}?document=${CPF_C}`);
    expect(list.json().meta.itemCount).toBe(0);
    expect((await call(ctx, 'superadmin', 'GET', `${MANAGER}/${uuid}`)).statusCode).toBe(404);

    // The same document may be listed again at once; the expired row is removed and audited.
    const again = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { fullName: 'Ciclano', documentNumber: CPF_C, temporary: false },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditRows(ctx, 'blacklist_management', uuid))[0]?.action).toBe('DELETE');
    const dup = await call(ctx, 'superadmin', 'POST', MANAGER, {
      body: { fullName: 'Ciclano', documentNumber: CPF_C, temporary: false },
    });
    expect(dup.statusCode).toBe(409);

    // The cleanup job deletes whatever has expired.
    const other = await ctx.handle.db
      .insertInto('blacklist_management')
      .values({
        full_name: 'Expirado',
        document_number: '52998224725',
        temporary: true,
        expires_at: new Date(Date.now() - 1000),
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    expect(await purgeExpiredEntries(ctx.handle.db)).toBeGreaterThanOrEqual(1);
    const gone = await ctx.handle.db
      .selectFrom('blacklist_management')
      .select('uuid')
      .where('uuid', '=', other.uuid)
      .execute();
    expect(gone).toEqual([]);
    expect((await auditRows(ctx, 'blacklist_management', other.uuid))[0]).toMatchObject({
      action: 'DELETE',
      actor: 'system',
    });
  });
});
