import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, createOtpStaff, rotation, WRONG_CODE } from '../../../test/test-support.ts';
import { resetAttempts } from '../../platform/otp/otp-service.ts';
import { open, secretsKey } from '../../platform/secrets/secret-box.ts';
import { CERTIFICATE_MESSAGES } from './certificate-service.ts';

let ctx: TestContext;
let dir = '';
const ADMINS = ['cert.admin.a', 'cert.admin.b', 'cert.admin.c', 'cert.admin.d'];
const admin = rotation(ADMINS);
const files: Record<'crt' | 'key' | 'otherKey' | 'longCrt' | 'longKey', Buffer> = {
  crt: Buffer.alloc(0),
  key: Buffer.alloc(0),
  otherKey: Buffer.alloc(0),
  longCrt: Buffer.alloc(0),
  longKey: Buffer.alloc(0),
};

function makePair(name: string, days: number) {
  const crt = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      String(days),
      '-subj',
      `/CN=${name}.mentor.test/O=Mentor Teste`,
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'ignore' },
  );
  return { crt: readFileSync(crt), key: readFileSync(key) };
}

beforeAll(async () => {
  ctx = await startTestApp();
  for (const name of ADMINS) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
  dir = mkdtempSync(path.join(tmpdir(), 'mentor-cert-'));
  const short = makePair('curto', 20);
  const other = makePair('outro', 20);
  const long = makePair('longo', 400);
  files.crt = short.crt;
  files.key = short.key;
  files.otherKey = other.key;
  files.longCrt = long.crt;
  files.longKey = long.key;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const uploadAnswer = z
  .object({
    errors: z.record(z.string(), z.array(z.string())).nullish(),
    subject: z.string().optional(),
    days_to_expiry: z.number().optional(),
    expiring_soon: z.boolean().optional(),
    uploaded_by: z.string().optional(),
  })
  .loose();

async function upload(
  username: string,
  projectId: number,
  parts: { crt?: Buffer; key?: Buffer },
  code: string | null,
) {
  const form = new FormData();
  if (parts.crt) form.append('crt_file', new Blob([new Uint8Array(parts.crt)]), 'projeto.crt');
  if (parts.key) form.append('key_file', new Blob([new Uint8Array(parts.key)]), 'projeto.key');
  const headers: Record<string, string> = { authorization: `Bearer ${await ctx.token(username)}` };
  if (code !== null) headers['x-otp'] = code;
  const response = await fetch(`${ctx.baseUrl}/api/v1/project/${projectId}/certificate`, {
    method: 'POST',
    headers,
    body: form,
  });
  await resetAttempts(ctx.handle.db, username);
  return { status: response.status, body: uploadAnswer.parse(await response.json()) };
}

async function uploadWithCode(projectId: number, parts: { crt?: Buffer; key?: Buffer }) {
  const username = admin();
  return upload(username, projectId, parts, await ctx.otp(username));
}

const stored = (projectId: number) =>
  ctx.handle.db
    .selectFrom('project_certificate')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();

describe('project certificate', () => {
  it('stores a matching pair, encrypts the key and warns before expiry', async () => {
    const res = await uploadWithCode(2, files);
    expect(res.status).toBe(200);
    const expected = new X509Certificate(files.crt);
    expect(res.body).toMatchObject({
      fingerprint256: expected.fingerprint256,
      expiring_soon: true,
      expired: false,
    });
    expect(res.body.days_to_expiry).toBeGreaterThanOrEqual(19);
    expect(res.body.days_to_expiry).toBeLessThanOrEqual(20);
    expect(res.body.subject).toContain('CN=curto.mentor.test');
    expect(ADMINS).toContain(res.body.uploaded_by);
    expect(JSON.stringify(res.body)).not.toContain('PRIVATE KEY');

    const row = await stored(2);
    expect(row?.key_ciphertext).not.toContain('PRIVATE KEY');
    const key = await secretsKey(ctx.handle.db, undefined);
    const decrypted = open(key, {
      iv: row?.key_iv ?? '',
      tag: row?.key_tag ?? '',
      ciphertext: row?.key_ciphertext ?? '',
    });
    expect(expected.checkPrivateKey(createPrivateKey(decrypted))).toBe(true);

    const detail = await ctx.app.inject({
      url: '/api/v1/project/2',
      headers: { authorization: `Bearer ${await ctx.token('comercial.admin')}` },
    });
    expect(detail.json().certificate).toMatchObject({
      fingerprint256: expected.fingerprint256,
      expiring_soon: true,
    });
    expect((await auditRows(ctx, 'project_certificate', 2))[0]?.action).toBe('CREATE');
  }, 120_000);

  it('refuses a key of another certificate, a broken certificate and a missing key, keeping the stored pair', async () => {
    const before = (await stored(2))?.fingerprint256;
    const mismatch = await uploadWithCode(2, { crt: files.longCrt, key: files.otherKey });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors?.key_file).toEqual([CERTIFICATE_MESSAGES.mismatch]);

    const broken = await uploadWithCode(2, { crt: Buffer.from('não é um certificado'), key: files.key });
    expect(broken.status).toBe(422);
    expect(broken.body.errors?.crt_file).toEqual([CERTIFICATE_MESSAGES.crtInvalid]);

    const missing = await uploadWithCode(2, { crt: files.longCrt });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.key_file).toEqual([CERTIFICATE_MESSAGES.keyRequired]);
    expect((await stored(2))?.fingerprint256).toBe(before);
  }, 120_000);

  it('checks the files before the code: refused files leave the code unspent', async () => {
    const username = admin();
    const code = await ctx.otp(username);
    const broken = await upload(
      username,
      2,
      { crt: Buffer.from('não é um certificado'), key: files.key },
      code,
    );
    expect(broken.status).toBe(422);
    const ok = await upload(username, 2, { crt: files.longCrt, key: files.longKey }, code);
    expect(ok.status).toBe(200);
    const replay = await upload(username, 2, { crt: files.longCrt, key: files.longKey }, code);
    expect(replay.status).toBe(403);
  }, 120_000);

  it('needs the one-time code and changes nothing without it', async () => {
    const before = (await stored(2))?.fingerprint256;
    const wrong = await upload('superadmin', 2, { crt: files.longCrt, key: files.longKey }, WRONG_CODE);
    expect(wrong.status).toBe(403);
    const none = await upload('superadmin', 2, { crt: files.longCrt, key: files.longKey }, null);
    expect(none.status).toBe(403);
    expect((await stored(2))?.fingerprint256).toBe(before);
  });

  it('replaces the pair; a 400-day certificate is not flagged', async () => {
    const res = await uploadWithCode(2, { crt: files.longCrt, key: files.longKey });
    expect(res.status).toBe(200);
    expect(res.body.expiring_soon).toBe(false);
    expect((await auditRows(ctx, 'project_certificate', 2))[0]?.action).toBe('UPDATE');
  }, 120_000);

  it('exports the certificate (never the key) with a code; refuses other projects and no permission', async () => {
    const token = await ctx.token('superadmin');
    const res = await ctx.app.inject({
      url: '/api/v1/project/2/certificate',
      headers: { authorization: `Bearer ${token}`, 'x-otp': await ctx.otp('superadmin') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN CERTIFICATE');
    expect(res.body).not.toContain('PRIVATE KEY');
    expect(new X509Certificate(res.body).fingerprint256).toBe(
      new X509Certificate(files.longCrt).fingerprint256,
    );
    const noCode = await ctx.app.inject({
      url: '/api/v1/project/2/certificate',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noCode.statusCode).toBe(403);
    const none = await ctx.app.inject({
      url: '/api/v1/project/3/certificate',
      headers: { authorization: `Bearer ${token}`, 'x-otp': await ctx.otp('superadmin') },
    });
    expect(none.statusCode).toBe(404);
    const financeiro = await upload('financeiro', 2, { crt: files.longCrt, key: files.longKey }, null);
    expect(financeiro.status).toBe(403);
  }, 120_000);

  it('refuses a body that is not multipart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/project/3/certificate',
      headers: {
        authorization: `Bearer ${await ctx.token('comercial.admin')}`,
        'x-otp': await ctx.otp('comercial.admin'),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ crt_file: 'x' }),
    });
    expect(res.statusCode).toBe(415);
    expect(await stored(3)).toBeUndefined();
  }, 120_000);
});
