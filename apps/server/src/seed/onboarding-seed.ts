import { deflateSync } from 'node:zlib';
import { PRE_ACCOUNT_STATUS_GROUPS } from '@mentor/contract';
import type { Database } from '../db/database.ts';
import { cnpj, cpf, createRandom, intBetween, personName, pick, type Random } from './generator.ts';
import { PIX_WHITE_LABELS } from './pix-seed.ts';

const PER_WHITE_LABEL = 2000;
const STATES = ['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'CE', 'SC', 'GO', 'PA', 'AM', 'DF', 'ES', 'MT'];
const CITIES: Record<string, string> = {
  SP: 'São Paulo',
  RJ: 'Rio de Janeiro',
  MG: 'Belo Horizonte',
  BA: 'Salvador',
  PR: 'Curitiba',
  RS: 'Porto Alegre',
  PE: 'Recife',
  CE: 'Fortaleza',
  SC: 'Florianópolis',
  GO: 'Goiânia',
  PA: 'Belém',
  AM: 'Manaus',
  DF: 'Brasília',
  ES: 'Vitória',
  MT: 'Cuiabá',
};
const PRODUCTS = [
  'default-onboarding',
  'default-onboarding',
  'onboarding-light',
  'positive-list',
  'accreditation',
];
const RISKS = ['LOW', 'LOW', 'MEDIUM', 'HIGH', null] as const;
const STEPS = [
  '/cadastro/dados-pessoais?etapa=1',
  '/cadastro/endereco',
  '/cadastro/documentos?origem=app',
  '/cadastro/selfie',
];
const ANALYSTS = [
  { username: 'financeiro', name: 'Fernanda Financeiro' },
  { username: 'comercial.admin', name: 'Carla Comercial' },
];
const DOCUMENT_TYPES = ['RG_FRENTE', 'RG_VERSO', 'SELFIE', 'COMPROVANTE_RESIDENCIA'];

/** A small generated PNG (a coloured card with stripes) standing for a photographed document. */
export function documentPng(seed: number, width = 160, height = 100): Buffer {
  const crc32 = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const base = [(seed * 53) % 200, (seed * 97) % 200, (seed * 31) % 200];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = (y > 12 && y < 20) || (y % 14 === 0 && x > 20 && x < 140) ? 60 : 0;
      const photo = x > 110 && x < 150 && y > 30 && y < 85 ? 90 : 0;
      raw[row + 1 + x * 3] = Math.min(255, (base[0] ?? 0) + 40 + stripe + photo);
      raw[row + 2 + x * 3] = Math.min(255, (base[1] ?? 0) + 40 + stripe);
      raw[row + 3 + x * 3] = Math.min(255, (base[2] ?? 0) + 40 + photo);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function statusFor(random: Random, n: number): string {
  const groups = ['pending', 'analysis', 'analysis', 'approved', 'rejected', 'onboarding'] as const;
  const group = groups[n % groups.length] ?? 'pending';
  return pick(random, PRE_ACCOUNT_STATUS_GROUPS[group]);
}

/**
 * Pre-accounts of every white label in every status and risk level over the last 120 days,
 * with analyses, generated document images, restricted applicants, the positive list,
 * location restrictions, account states, blocked and closed accounts and limits history.
 * Runs once (skipped when pre-accounts exist).
 */
export async function seedOnboardingDemo(db: Database, now = new Date()): Promise<void> {
  const existing = await db.selectFrom('pre_account').select('uuid').limit(1).executeTakeFirst();
  if (existing) return;
  const random = createRandom(8080);
  const png = Array.from({ length: 8 }, (_, i) => documentPng(i + 1));
  await db.transaction().execute(async (trx) => {
    for (const [w, wl] of PIX_WHITE_LABELS.entries()) {
      const accounts = await trx
        .selectFrom('payment_account')
        .select(['uuid_account_payment', 'account_number', 'full_name', 'document', 'phone'])
        .where('uuid_white_label', '=', wl.uuid)
        .orderBy('account_number')
        .execute();
      for (const [i, account] of accounts.entries()) {
        const state = STATES[(i + w) % STATES.length] ?? 'SP';
        const status = i % 13 === 5 ? 'BLOCKED' : i % 17 === 7 ? 'CLOSED' : 'ACTIVE';
        await trx
          .updateTable('payment_account')
          .set({
            state,
            city: CITIES[state] ?? null,
            account_status: status,
            status_reason:
              status === 'BLOCKED'
                ? 'Suspeita de fraude em transações Pix'
                : status === 'CLOSED'
                  ? 'Encerramento a pedido do cliente'
                  : null,
            status_changed_at: status === 'ACTIVE' ? null : new Date(now.getTime() - (i + 1) * 86_400_000),
          })
          .where('uuid_account_payment', '=', account.uuid_account_payment)
          .execute();
        if (status === 'CLOSED') {
          // A closed account usually keeps some money: the remaining balance to transfer.
          await trx
            .insertInto('pix_movement')
            .values({
              uuid_white_label: wl.uuid,
              uuid_account_payment: account.uuid_account_payment,
              date_register: new Date(now.getTime() - (i + 2) * 86_400_000),
              movement_type: 'CREDIT',
              document: account.document,
              document_origin: account.document,
              name_origin: account.full_name,
              document_destination: account.document,
              name_destination: account.full_name,
              partner_id: '001',
              transaction_id: `ENCERRAMENTO-${account.account_number}`,
              end_to_end_id: `E-ENCERRAMENTO-${account.uuid_account_payment}`,
              amount: 250_000 + i * 1_234,
              description: 'Rendimentos creditados antes do encerramento',
            })
            .execute();
        }
        await trx
          .insertInto('account_limit_history')
          .values([
            {
              uuid_account_payment: account.uuid_account_payment,
              limit_type: 'PIX_DIURNO',
              previous_amount: 100_000,
              new_amount: 500_000,
              changed_by: 'financeiro',
              created_at: new Date(now.getTime() - 40 * 86_400_000),
            },
            {
              uuid_account_payment: account.uuid_account_payment,
              limit_type: 'PIX_NOTURNO',
              previous_amount: 100_000,
              new_amount: 50_000,
              changed_by: 'financeiro',
              created_at: new Date(now.getTime() - 10 * 86_400_000),
            },
          ])
          .execute();
      }

      const rows = Array.from({ length: PER_WHITE_LABEL }, (_, n) => {
        const company = n % 6 === 5;
        const status = statusFor(random, n);
        const registered = new Date(now.getTime() - intBetween(random, 1, 120 * 24) * 3_600_000);
        const state = pick(random, STATES);
        const restricted = n % 25 === 3 ? 'POSITIVE_LIST' : n % 25 === 11 ? 'LOCATION' : null;
        const linked = PRE_ACCOUNT_STATUS_GROUPS.approved.some((s) => s === status)
          ? accounts.shift()
          : undefined;
        const name = linked?.full_name ?? personName(random);
        return {
          uuid_white_label: wl.uuid,
          account_number: linked?.account_number ?? null,
          name,
          cpf: linked?.document ?? (company ? cnpj(random) : cpf(random)),
          email: `${name
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]+/g, '.')}${n}@exemplo.com.br`,
          phone: linked?.phone ?? `119${String(intBetween(random, 10000000, 99999999))}`,
          birthday: company
            ? null
            : `19${intBetween(random, 55, 99)}-0${intBetween(random, 1, 9)}-1${intBetween(random, 0, 9)}`,
          account_type: (linked?.document ?? '').length === 14 || company ? ('PJ' as const) : ('PF' as const),
          product: restricted === 'POSITIVE_LIST' ? 'positive-list' : pick(random, PRODUCTS),
          status,
          level_risk: pick(random, RISKS),
          action: null,
          last_step: pick(random, STEPS),
          state,
          city: CITIES[state] ?? null,
          restricted_by: restricted,
          last_attempt: restricted ? new Date(registered.getTime() + 3_600_000) : null,
          uuid_account_payment: linked?.uuid_account_payment ?? null,
          date_register: registered,
          date_update: new Date(registered.getTime() + intBetween(random, 1, 48) * 3_600_000),
        };
      });
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await trx
          .insertInto('pre_account')
          .values(rows.slice(i, i + 500))
          .returning(['uuid', 'status', 'date_register'])
          .execute();
        const analyses = inserted
          .filter((r) => ![...PRE_ACCOUNT_STATUS_GROUPS.onboarding].some((s) => s === r.status))
          .map((r, k) => {
            const analyst = ANALYSTS[k % ANALYSTS.length] ?? ANALYSTS[0];
            return {
              pre_account_uuid: r.uuid,
              username: analyst?.username ?? 'financeiro',
              name_user_analysis: analyst?.name ?? 'Analista',
              decision:
                r.status === 'REPROVED'
                  ? 'REPROVE'
                  : r.status === 'FINISHED'
                    ? 'APPROVE'
                    : 'SEND_TO_ANALYSIS',
              status_from: 'VALIDATION_PROCESSING',
              status_to: r.status,
              reason:
                r.status === 'REPROVED'
                  ? 'Documento ilegível e selfie divergente'
                  : r.status === 'FINISHED'
                    ? 'Documentação conferida'
                    : null,
              date_register: new Date(r.date_register.getTime() + 6 * 3_600_000),
            };
          });
        if (analyses.length) await trx.insertInto('pre_account_analysis').values(analyses).execute();
        const withDocuments = inserted.filter(
          (r) => !PRE_ACCOUNT_STATUS_GROUPS.onboarding.some((s) => s === r.status),
        );
        const documents = withDocuments.flatMap((r, k) =>
          DOCUMENT_TYPES.slice(0, 3 + (k % 2)).map((type, d) => ({
            pre_account_uuid: r.uuid,
            document_type: type,
            status: (r.status === 'REPROVED' && d === 0
              ? 'REPROVED'
              : PRE_ACCOUNT_STATUS_GROUPS.approved.some((s) => s === r.status)
                ? 'APPROVED'
                : 'PENDING') as 'PENDING' | 'APPROVED' | 'REPROVED',
            file_name: `${type.toLowerCase()}.png`,
            mime_type: 'image/png',
            content: png[(k + d) % png.length] ?? documentPng(1),
            uploaded_by: 'aplicativo',
            created_at: new Date(r.date_register.getTime() + (d + 1) * 600_000),
          })),
        );
        for (let j = 0; j < documents.length; j += 500) {
          await trx
            .insertInto('pre_account_document')
            .values(documents.slice(j, j + 500))
            .execute();
        }
      }

      await trx
        .insertInto('positive_list_setting')
        .values({ uuid_white_label: wl.uuid, restritive: w === 1, updated_by: 'superadmin' })
        .execute();
      await trx
        .insertInto('positive_list_entry')
        .values(
          Array.from({ length: 60 }, (_, n) => ({
            uuid_white_label: wl.uuid,
            document: n % 4 === 0 ? cnpj(random) : cpf(random),
            name: personName(random),
            created_by: 'superadmin',
            created_at: new Date(now.getTime() - n * 86_400_000),
          })),
        )
        .onConflict((oc) => oc.columns(['uuid_white_label', 'document']).doNothing())
        .execute();
      await trx
        .insertInto('location_restriction')
        .values([
          {
            uuid_white_label: wl.uuid,
            state: STATES[(w + 3) % STATES.length] ?? 'AM',
            city: null,
            created_by: 'superadmin',
          },
          { uuid_white_label: wl.uuid, state: 'SP', city: 'Campinas', created_by: 'superadmin' },
        ])
        .execute();
    }
  });
}
