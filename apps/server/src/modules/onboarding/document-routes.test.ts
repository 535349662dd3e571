import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';
import { documentPng } from '../../seed/onboarding-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function accountWithDocuments() {
  const row = await ctx.handle.db
    .selectFrom('pre_account as p')
    .innerJoin('pre_account_document as d', 'd.pre_account_uuid', 'p.uuid')
    .select(['p.uuid'])
    .where('p.status', '=', 'IN_ANALYSIS_BACKOFFICE')
    .where('p.action', 'is', null)
    .where('d.deleted', '=', false)
    .orderBy('p.date_register', 'desc')
    .executeTakeFirstOrThrow();
  await ctx.handle.db
    .updateTable('pre_account')
    .set({ action: 'TEST' })
    .where('uuid', '=', row.uuid)
    .execute();
  return row.uuid;
}

describe('documents of a pre-account', () => {
  it('lists the documents, serves each image, and reviews one with a comment', async () => {
    const account = await accountWithDocuments();
    const list = await call(
      ctx,
      'comercial.admin',
      'GET',
      `/gateway/spe-view-pre-account/v1/uploads/${account}/complete`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const documents = list.json() as { uuid: string; status: string }[];
    expect(documents.length).toBeGreaterThanOrEqual(3);
    const first = documents[0];
    if (!first) throw new Error('no document');

    const image = await ctx.app.inject({
      url: `/gateway/spe-view-n-backoffice/v1/image/document/${first.uuid}/of-pre-account/${account}`,
      headers: { authorization: `Bearer ${await ctx.token('comercial.admin')}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const noComment = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/uploads/${account}/status`,
      {
        body: { uuid: first.uuid, status: 'REPROVED' },
      },
    );
    expect(noComment.statusCode).toBe(422);
    const reproved = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/uploads/${account}/status`,
      {
        body: { uuid: first.uuid, status: 'REPROVED', comments: 'Foto cortada: envie o documento inteiro' },
      },
    );
    expect(reproved.statusCode, reproved.body).toBe(200);
    expect(reproved.json()).toEqual({
      statusCode: 200,
      message: 'Status do documento alterado com sucesso!',
    });
    const after = await call(
      ctx,
      'comercial.admin',
      'GET',
      `/gateway/spe-view-pre-account/v1/uploads/${account}/complete`,
    );
    const changed = (
      after.json() as { uuid: string; status: string; comments: { comment: string }[] }[]
    ).find((d) => d.uuid === first.uuid);
    expect(changed?.status).toBe('REPROVED');
    expect(changed?.comments.map((c) => c.comment)).toContain('Foto cortada: envie o documento inteiro');
    expect((await auditRows(ctx, 'pre_account_document', first.uuid))[0]?.before).toMatchObject({
      status: first.status,
    });

    const other = await ctx.handle.db
      .selectFrom('pre_account')
      .select('uuid')
      .where('uuid', '<>', account)
      .executeTakeFirstOrThrow();
    const wrongAccount = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/uploads/${other.uuid}/status`,
      {
        body: { uuid: first.uuid, status: 'APPROVED' },
      },
    );
    expect(wrongAccount.statusCode).toBe(404);
  });

  it('uploads a new image in place of the old one, refuses a file that is not what it claims, and deletes', async () => {
    const account = await accountWithDocuments();
    const notPng = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account-upload/v1/upload/${account}`,
      {
        body: {
          documentType: 'SELFIE',
          fileName: 'selfie.png',
          mimeType: 'image/png',
          fileBase64: Buffer.from('not an image').toString('base64'),
        },
      },
    );
    expect(notPng.statusCode).toBe(422);
    const uploaded = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account-upload/v1/upload/${account}`,
      {
        body: {
          documentType: 'SELFIE',
          fileName: 'selfie-nova.png',
          mimeType: 'image/png',
          fileBase64: documentPng(42).toString('base64'),
        },
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const live = (
      await call(
        ctx,
        'comercial.admin',
        'GET',
        `/gateway/spe-view-pre-account/v1/uploads/${account}/complete`,
      )
    ).json() as {
      uuid: string;
      documentType: string;
      fileName: string;
    }[];
    expect(live.filter((d) => d.documentType === 'SELFIE').map((d) => d.fileName)).toEqual([
      'selfie-nova.png',
    ]);

    const deleted = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account-upload/v1/upload/${uploaded.json().uuid}/deleted`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Documento deletado com sucesso!');
    const gone = (
      await call(ctx, 'comercial.admin', 'GET', `/gateway/spe-view-pre-account/v1/uploads/${account}/deleted`)
    ).json() as {
      uuid: string;
    }[];
    expect(gone.map((d) => d.uuid)).toContain(uploaded.json().uuid);
    const twice = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account-upload/v1/upload/${uploaded.json().uuid}/deleted`,
    );
    expect(twice.statusCode).toBe(409);
    const deletedImage = await ctx.app.inject({
      url: `/gateway/spe-view-n-backoffice/v1/image/document/${uploaded.json().uuid}/of-pre-account/${account}/deleted`,
      headers: { authorization: `Bearer ${await ctx.token('comercial.admin')}` },
    });
    expect(deletedImage.statusCode).toBe(200);
  });

  it('refuses documents of an account outside a single-project caller', async () => {
    const foreign = await ctx.handle.db
      .selectFrom('pre_account as p')
      .innerJoin('white_label as wl', 'wl.uuid', 'p.uuid_white_label')
      .select('p.uuid')
      .where('wl.project_id', '<>', 1)
      .where('p.status', '=', 'PENDENT')
      .executeTakeFirstOrThrow();
    const res = await call(
      ctx,
      'comercial.operador',
      'GET',
      `/gateway/spe-view-pre-account/v1/uploads/${foreign.uuid}/complete`,
    );
    expect(res.statusCode).toBe(404);
  });
});
