import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { seedCredentialsDemo } from '../modules/credentials/credentials-demo-seed.ts';
import { seedProjectsDemo } from '../modules/projects/projects-demo-seed.ts';
import { generateReceivables } from '../modules/receivables/receivable-generation.ts';
import { seedTerminalsDemo } from '../modules/terminals/terminals-demo-seed.ts';
import { hashPassword } from '../oidc/password.ts';
import { demoTotpSecret } from '../platform/otp/otp-service.ts';
import { seedBilletsDemo } from './billets-seed.ts';
import { seedMerchantsDemo } from './merchants-seed.ts';
import { seedOnboardingDemo } from './onboarding-seed.ts';
import { seedPaymentsDemo } from './payments-seed.ts';
import { permissionCatalogue } from './permission-catalogue.ts';
import { seedPixDemo } from './pix-seed.ts';
import { seedPlansDemo, seedPlansReference } from './plans-seed.ts';
import { seedReceivablesDemo } from './receivables-seed.ts';
import {
  ACQUIRERS,
  APPS,
  BANKS,
  BLOCK_TYPES,
  CARD_BRANDS,
  CHANNELS,
  MERCHANT_FORMATIONS,
  OPENING_HOURS,
  OPERATIONS,
  PROJECTS,
} from './reference-data.ts';
import { seedRiskDemo } from './risk-seed.ts';
import { syncRoleMatrix } from './role-matrix-sync.ts';
import { seedTransactionsDemo } from './transactions-demo.ts';

/**
 * The platform administrators' roles. read_sms_outbox_dev: demo staff read the local SMS
 * adapter's outbox (a developer tool).
 */
export const PLATFORM_ADMIN_ROLES = [
  'mentor_super_admin',
  'bypass_permission',
  'bo-access',
  'sales_access',
  'cp-client',
  'read_sms_outbox_dev',
] as const;

/** Demo staff of the README, one per role (password `demo`), and a second platform administrator. */
export const DEMO_STAFF = [
  {
    username: 'superadmin',
    full_name: 'Helena Duarte',
    roles: PLATFORM_ADMIN_ROLES,
    multi: true,
    project: null,
  },
  {
    // A second platform administrator: changes that need another person's approval (four eyes)
    // can be approved at the platform level too.
    username: 'plataforma.admin',
    full_name: 'Otávio Prado',
    roles: PLATFORM_ADMIN_ROLES,
    multi: true,
    project: null,
  },
  {
    username: 'comercial.admin',
    full_name: 'Rafael Nogueira',
    roles: ['mentor_comercial_admin', 'sales_access'],
    multi: true,
    project: null,
  },
  {
    username: 'comercial.operador',
    full_name: 'Juliana Castro',
    roles: ['mentor_comercial_operator'],
    multi: false,
    project: 1,
  },
  {
    username: 'financeiro',
    full_name: 'Marcos Albuquerque',
    roles: ['mentor_financial', 'bo-access'],
    multi: true,
    project: null,
  },
  {
    username: 'logistica.admin',
    full_name: 'Patrícia Menezes',
    roles: ['mentor_logistic_admin'],
    multi: true,
    project: null,
  },
  {
    username: 'logistica.operador',
    full_name: 'Thiago Barros',
    roles: ['mentor_logistic_operator'],
    multi: false,
    project: 2,
  },
  {
    username: 'assistente',
    full_name: 'Camila Rocha',
    roles: ['mentor_assistant'],
    multi: false,
    project: 1,
  },
  {
    username: 'parceiro',
    full_name: 'Eduardo Lins',
    roles: ['mentor_partner', 'cp-client'],
    multi: false,
    project: 2,
  },
  {
    username: 'sem.papel',
    full_name: 'Bruno Sem Papel',
    roles: ['offline_access'],
    multi: false,
    project: 1,
  },
  {
    username: 'sem.projeto',
    full_name: 'Larissa Sem Projeto',
    roles: ['mentor_assistant'],
    multi: false,
    project: null,
  },
] as const;

export const DEMO_PASSWORD = 'demo';

/**
 * Reference lists, the permission catalogue and the role matrix: run at every start, demo or not
 * (idempotent; the matrix gives built-in roles only the default grants they never received).
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bank')
      .values([...BANKS])
      .onConflict((oc) => oc.column('bank_code').doNothing())
      .execute();
    await trx
      .insertInto('card_brand')
      .values([...CARD_BRANDS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('operation')
      .values(OPERATIONS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('acquirer')
      .values([...ACQUIRERS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('channel')
      .values([...CHANNELS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('app')
      .values([...APPS])
      .onConflict((oc) => oc.column('app_code').doNothing())
      .execute();
    await trx
      .insertInto('opening_hour')
      .values([...OPENING_HOURS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('merchant_formation')
      .values([...MERCHANT_FORMATIONS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('block_type')
      .values([...BLOCK_TYPES])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const table of ['acquirer', 'channel'] as const) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
    }

    const catalogue = permissionCatalogue();
    await trx
      .insertInto('permission')
      .values(catalogue.map((p) => ({ name: p.name, description: p.description })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await syncRoleMatrix(trx);
  });
}

/** Demo projects and staff, created once (idempotent: existing rows are left as they are). */
export async function seedDemo(db: Database): Promise<void> {
  await seedReference(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('project')
      .values([...PROJECTS])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('project', 'id'), (SELECT max(id) FROM project))`.execute(
      trx,
    );
    await trx
      .insertInto('staff_user')
      .values(
        DEMO_STAFF.map((s) => ({
          username: s.username,
          email: `${s.username}@mentor.demo`,
          full_name: s.full_name,
          password_hash: passwordHash,
          realm_roles: [...s.roles],
          multi_project: s.multi,
          project_id: s.project,
          totp_secret: demoTotpSecret(s.username),
          totp_enrolled_at: new Date(),
        })),
      )
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    // Databases seeded before the developer permission existed.
    await trx
      .updateTable('staff_user')
      .set({ realm_roles: sql<string[]>`array_append(realm_roles, 'read_sms_outbox_dev')` })
      .where('username', '=', 'superadmin')
      .where(sql<boolean>`NOT ('read_sms_outbox_dev' = ANY(realm_roles))`)
      .execute();
  });
  await seedTransactionsDemo(db);
  await seedPlansDemo(db);
  await generateReceivables(db);
  await seedPaymentsDemo(db);
  await seedProjectsDemo(db);
  await seedPixDemo(db);
  await seedMerchantsDemo(db);
  await seedTerminalsDemo(db);
  await seedPlansReference(db);
  await seedReceivablesDemo(db);
  await seedBilletsDemo(db);
  await seedCredentialsDemo(db);
  await seedRiskDemo(db);
  await seedOnboardingDemo(db);
  // Sales the other areas' demo rows added (check-up files) get their receivables too.
  await generateReceivables(db);
}
