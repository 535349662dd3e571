import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type {
  InfractionReportTable,
  PaymentAccountTable,
  PixDeviceTable,
  PixMovementTable,
  PixRefundTable,
} from '../db/schema-pix.ts';
import { cnpj, cpf, createRandom, intBetween, personName, pick, type Random } from './generator.ts';

/** Demo white labels: two in project 1, one in project 2 and one in project 3. */
export const PIX_WHITE_LABELS = [
  {
    uuid: '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e01',
    fantasy_name: 'Mentor Conta Digital',
    ispb: '11222333',
    project_id: 1,
  },
  {
    uuid: '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e02',
    fantasy_name: 'Mentor Empresas',
    ispb: '11222334',
    project_id: 1,
  },
  {
    uuid: '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e03',
    fantasy_name: 'Vila Rica Banco',
    ispb: '45723174',
    project_id: 2,
  },
  {
    uuid: '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e04',
    fantasy_name: 'Aurora Pix',
    ispb: '19131243',
    project_id: 3,
  },
] as const;

const COUNTERPART_ISPBS = ['00000000', '60701190', '00360305', '90400888', '60746948', '18236120'];
const BLOCK_REASONS = [
  'Suspeita de fraude',
  'Ordem judicial',
  'Documentação inconsistente',
  'Solicitação do cliente',
];
const DEVICE_MODELS = [
  ['iPhone 15', 'iOS'],
  ['Galaxy S24', 'Android'],
  ['Moto G84', 'Android'],
  ['Redmi Note 13', 'Android'],
  ['iPhone 13', 'iOS'],
] as const;

const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const code = (random: Random, length: number) =>
  Array.from({ length }, () => alnum[Math.floor(random() * alnum.length)] ?? 'X').join('');

const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}`;

/** A Pix end-to-end id: E + ISPB + yyyyMMddHHmm + 11 characters (32 in all). */
export const endToEndId = (random: Random, ispb: string, at: Date) =>
  `E${ispb}${stamp(at)}${code(random, 11)}`;

async function insertChunks<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * Demo banking data: white labels, payment accounts, a few thousand Pix movements, infraction
 * reports and refund requests in every status, devices and block reasons. Runs once: nothing
 * is added when white labels already exist.
 */
export async function seedPixDemo(db: Database, now = new Date()): Promise<void> {
  const existing = await db.selectFrom('white_label').select('uuid').limit(1).executeTakeFirst();
  if (existing) return;
  const random = createRandom(20260301);
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('white_label')
      .values([...PIX_WHITE_LABELS])
      .execute();
    await trx
      .insertInto('block_reason')
      .values(
        PIX_WHITE_LABELS.flatMap((wl) =>
          BLOCK_REASONS.map((description) => ({
            uuid_white_label: wl.uuid,
            type_block: 'BLACKLIST_BLOCK',
            description,
          })),
        ),
      )
      .execute();

    const accounts: (Insertable<PaymentAccountTable> & { uuid_account_payment: string })[] = [];
    PIX_WHITE_LABELS.forEach((wl, w) => {
      for (let n = 0; n < 40; n++) {
        const company = n % 5 === 4;
        accounts.push({
          uuid_account_payment: `1c2d3e4f-0000-4000-8000-${String(w * 1000 + n).padStart(12, '0')}`,
          uuid_white_label: wl.uuid,
          full_name: personName(random),
          account_number: String(100000 + w * 1000 + n),
          document: company ? cnpj(random) : cpf(random),
          phone: `119${String(intBetween(random, 10000000, 99999999))}`,
        });
      }
    });
    await trx.insertInto('payment_account').values(accounts).execute();

    const movements: (Insertable<PixMovementTable> & { end_to_end_id: string; amount: number })[] = [];
    for (let n = 0; n < 3000; n++) {
      const account = pick(random, accounts);
      const wl = PIX_WHITE_LABELS.find((w) => w.uuid === account.uuid_white_label) ?? PIX_WHITE_LABELS[0];
      const at = new Date(now.getTime() - Math.floor(random() * 120 * day));
      const credit = random() < 0.5;
      const counterpartDoc = random() < 0.8 ? cpf(random) : cnpj(random);
      const counterpartName = personName(random);
      const statusRoll = random();
      movements.push({
        uuid_white_label: wl.uuid,
        uuid_account_payment: account.uuid_account_payment,
        date_register: at,
        movement_type: credit ? 'CREDIT' : 'DEBIT',
        status: statusRoll < 0.92 ? 'SETTLED' : statusRoll < 0.96 ? 'REJECTED_PAYEE' : 'REJECTED_PAYER',
        document: account.document,
        document_origin: credit ? counterpartDoc : account.document,
        name_origin: credit ? counterpartName : account.full_name,
        document_destination: credit ? account.document : counterpartDoc,
        name_destination: credit ? account.full_name : counterpartName,
        partner_id: `PRT-${String(intBetween(random, 1, 40)).padStart(4, '0')}`,
        transaction_id: `TX${code(random, 14)}`,
        end_to_end_id: endToEndId(random, credit ? pick(random, COUNTERPART_ISPBS) : wl.ispb, at),
        amount: intBetween(random, 100, 500_000),
        description: random() < 0.3 ? 'Pagamento Pix' : null,
      });
    }
    await insertChunks(movements, (chunk) => trx.insertInto('pix_movement').values(chunk).execute());

    const recent = movements.filter(
      (m) => m.date_register instanceof Date && now.getTime() - m.date_register.getTime() < 90 * day,
    );
    const statuses = ['OPEN', 'OPEN', 'OPEN', 'CLOSED', 'CLOSED', 'CANCELLED', 'ACKNOWLEDGED'] as const;
    const infractions: (Insertable<InfractionReportTable> & { uuid: string })[] = [];
    for (let n = 0; n < 160; n++) {
      const movement = pick(random, recent);
      const wl = PIX_WHITE_LABELS.find((w) => w.uuid === movement.uuid_white_label) ?? PIX_WHITE_LABELS[0];
      const status = statuses[n % statuses.length] ?? 'OPEN';
      const created = movement.date_register instanceof Date ? movement.date_register : now;
      const createDate = new Date(
        Math.min(now.getTime() - 60_000, created.getTime() + intBetween(random, 1, 72) * 3_600_000),
      );
      const ended = new Date(Math.min(now.getTime(), createDate.getTime() + intBetween(random, 1, 10) * day));
      infractions.push({
        uuid: `2a3b4c5d-0000-4000-8000-${String(n).padStart(12, '0')}`,
        uuid_white_label: wl.uuid,
        end_to_end_id: movement.end_to_end_id,
        infraction_type: pick(random, ['FRAUD', 'FRAUD', 'REFUND_REQUEST', 'REFUND_CANCELLED'] as const),
        status,
        reported_by: random() < 0.6 ? 'DEBITED_PARTICIPANT' : 'CREDITED_PARTICIPANT',
        analysis_result: status === 'CLOSED' ? pick(random, ['AGREED', 'DISAGREED'] as const) : 'WAITING',
        analysis_details: status === 'CLOSED' ? 'Análise concluída com base no histórico da conta.' : null,
        transaction_result: movement.status ?? 'SETTLED',
        report_details: 'Cliente relata transação não reconhecida.',
        debited_participant: movement.movement_type === 'DEBIT' ? wl.ispb : pick(random, COUNTERPART_ISPBS),
        credited_participant: movement.movement_type === 'CREDIT' ? wl.ispb : pick(random, COUNTERPART_ISPBS),
        amount: movement.amount,
        create_date: createDate,
        update_date: status === 'OPEN' ? createDate : ended,
        closed_by: status === 'CLOSED' ? 'financeiro' : null,
        closed_at: status === 'CLOSED' ? ended : null,
        cancelled_by: status === 'CANCELLED' ? 'financeiro' : null,
        cancelled_at: status === 'CANCELLED' ? ended : null,
      });
    }
    await trx.insertInto('infraction_report').values(infractions).execute();

    const refundStatuses = ['OPEN', 'OPEN', 'CLOSED', 'CLOSED', 'CANCELLED', 'WAITING_RESOLUTION'] as const;
    const refunds: Insertable<PixRefundTable>[] = infractions.slice(0, 90).map((infraction, n) => {
      const status = refundStatuses[n % refundStatuses.length] ?? 'OPEN';
      const created = infraction.create_date instanceof Date ? infraction.create_date : now;
      const dateCreated = new Date(Math.min(now.getTime() - 60_000, created.getTime() + 3_600_000));
      const ended = new Date(Math.min(now.getTime(), dateCreated.getTime() + 2 * day));
      const result =
        status === 'CLOSED'
          ? pick(random, ['TOTALLY_ACCEPTED', 'PARTIALLY_ACCEPTED', 'REJECTED'] as const)
          : null;
      const amount = Math.max(1, Math.floor(infraction.amount * (random() < 0.7 ? 1 : 0.5)));
      return {
        uuid_white_label: infraction.uuid_white_label,
        infraction_report_uuid: infraction.uuid,
        end_to_end_id: infraction.end_to_end_id,
        refund_reason:
          infraction.infraction_type === 'FRAUD'
            ? 'FRAUD'
            : pick(random, ['OPERATIONAL_FLAW', 'REFUND_CANCELLED'] as const),
        status,
        amount,
        refunded_amount:
          result === 'TOTALLY_ACCEPTED'
            ? amount
            : result === 'PARTIALLY_ACCEPTED'
              ? Math.floor(amount / 2)
              : result === 'REJECTED'
                ? 0
                : null,
        analysis_result: result,
        rejection_reason:
          result === 'REJECTED'
            ? pick(random, ['NO_BALANCE', 'ACCOUNT_CLOSURE', 'CANNOT_REFUND', 'OTHER'] as const)
            : null,
        refund_details: 'Devolução solicitada após análise da infração.',
        analysis_details: result ? 'Saldo verificado na conta recebedora.' : null,
        date_created: dateCreated,
        date_update: status === 'OPEN' ? dateCreated : ended,
        created_by: 'financeiro',
        closed_by: status === 'CLOSED' ? 'financeiro' : null,
        closed_at: status === 'CLOSED' ? ended : null,
        cancelled_by: status === 'CANCELLED' ? 'financeiro' : null,
        cancelled_at: status === 'CANCELLED' ? ended : null,
      };
    });
    await trx.insertInto('pix_refund').values(refunds).execute();

    const devices: Insertable<PixDeviceTable>[] = accounts.slice(0, 120).map((account, n) => {
      const [model, platform] = pick(random, DEVICE_MODELS);
      const status = n % 3 === 0 ? 'PENDING' : n % 3 === 1 ? 'AUTHORIZED' : 'UNAUTHORIZED';
      const registered = new Date(now.getTime() - intBetween(random, 1, 60) * day);
      return {
        uuid_account_payment: account.uuid_account_payment,
        model,
        platform,
        status,
        date_register: registered,
        date_update: registered,
        decided_by: status === 'PENDING' ? null : 'financeiro',
      };
    });
    await trx.insertInto('pix_device').values(devices).execute();
  });
}
