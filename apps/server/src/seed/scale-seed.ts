import type { DatabaseHandle } from '../db/database.ts';
import { generateReceivables } from '../modules/receivables/receivable-generation.ts';
import { seedScaleTerminals } from '../modules/terminals/terminals-scale.ts';
import { cpf, createRandom, personName, slug } from './generator.ts';
import { merchantProfiles } from './merchants-seed.ts';
import { seedPaymentsScale } from './payments-seed.ts';
import { seedScalePlans } from './plans-scale.ts';
import { assignStandardPlans } from './plans-seed.ts';
import type { ScaleOptions, ScaleStep } from './scale-step.ts';
import { seedScaleTransactions } from './transactions-scale.ts';

export type { ScaleOptions, ScaleStep } from './scale-step.ts';

/** Project users (staff of white-label programmes) in bulk, for list benchmarks. */
const projectUsers: ScaleStep = async ({ db }, { scale: transactions, seed }, log) => {
  // One project user per thousand transactions: enough for the users list at volume.
  const scale = Math.ceil(transactions / 1000);
  const random = createRandom(seed);
  const projects = (await db.selectFrom('project').select('id').orderBy('id').execute()).map((p) => p.id);
  const batch = 5000;
  let made = 0;
  for (let start = 0; start < scale; start += batch) {
    const rows = Array.from({ length: Math.min(batch, scale - start) }, (_, i) => {
      const n = start + i;
      const name = personName(random);
      const username = `${slug(name)}.${seed}.${n}`;
      return {
        username,
        email: `${username}@exemplo.com.br`,
        full_name: name,
        document: cpf(random),
        realm_roles: ['mentor_assistant'],
        project_id: projects[n % projects.length] ?? null,
      };
    });
    const inserted = await db
      .insertInto('staff_user')
      .values(rows)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .execute();
    made += inserted.length;
    log(`  usuários de projeto: ${Math.min(start + batch, scale)}/${scale}`);
  }
  return `${made} usuários de projeto`;
};

/** Each area adds its generator here (transactions, receivables, ...). */
/** Sales plans for merchants created since, then the receivables of every new transaction. */
const receivables: ScaleStep = async ({ db }, _options, log) => {
  await assignStandardPlans(db);
  const bounds = await db
    .selectFrom('card_transaction')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .executeTakeFirstOrThrow();
  const low = Number(bounds.low ?? 0);
  const high = Number(bounds.high ?? -1);
  const step = 200_000;
  let made = 0;
  for (let from = low; from <= high; from += step) {
    made += await generateReceivables(db, { fromId: from, toId: Math.min(from + step - 1, high) });
    log(`  recebíveis: transações até ${Math.min(from + step - 1, high)} de ${high}`);
  }
  return `${made} recebíveis`;
};

/** Payments grouping the receivables (after the receivables step). */
const payments: ScaleStep = async ({ db }, _options, log) => seedPaymentsScale(db, log);

export const SCALE_STEPS: ScaleStep[] = [
  projectUsers,
  seedScaleTransactions,
  receivables,
  merchantProfiles,
  seedScaleTerminals,
  seedScalePlans,
  payments,
];

export async function seedScale(
  handle: DatabaseHandle,
  options: ScaleOptions,
  log: (line: string) => void,
): Promise<string> {
  const parts: string[] = [];
  for (const step of SCALE_STEPS) parts.push(await step(handle, options, log));
  return parts.join(', ');
}
