import { hashPassword } from '../../src/oidc/password.ts';
import { demoTotpSecret } from '../../src/platform/otp/otp-service.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-seed.ts';
import type { TestContext } from '../test-app.ts';

/**
 * Staff of the sweeps: the demo password and a demo authenticator, and a username, full name and
 * e-mail that all differ (a check that compares the wrong one of them fails).
 */
export async function createSweepStaff(
  ctx: TestContext,
  username: string,
  roles: string[],
  projectId: number | null,
): Promise<number> {
  const row = await ctx.handle.db
    .insertInto('staff_user')
    .values({
      username,
      email: `contato.${username.replace(/\W/g, '')}@exemplo.test`,
      full_name: `Pessoa ${username.replace(/\W/g, ' ').toUpperCase()}`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      realm_roles: roles,
      multi_project: projectId === null,
      project_id: projectId,
      totp_secret: demoTotpSecret(username),
      totp_enrolled_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        realm_roles: roles,
        enabled: true,
        sessions_revoked_at: null,
        project_id: projectId,
        multi_project: projectId === null,
        totp_secret: demoTotpSecret(username),
        totp_enrolled_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
