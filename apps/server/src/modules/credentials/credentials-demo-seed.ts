import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RequestType } from '../../db/schema-credentials.ts';
import { clientIdFor, newSecret } from './credentials-service.ts';

/** Permissions (client roles) a credential may hold. */
export const DEMO_CLIENT_ROLES = [
  ['transactions:read', 'Consultar transações'],
  ['transactions:write', 'Autorizar e capturar transações'],
  ['refunds:write', 'Cancelar e estornar transações'],
  ['receivables:read', 'Consultar agenda de recebíveis'],
  ['billets:read', 'Consultar boletos'],
  ['billets:write', 'Emitir e cancelar boletos'],
  ['accounts:read', 'Consultar contas e saldos'],
  ['pix:read', 'Consultar Pix'],
  ['pix:write', 'Enviar Pix e gerar cobranças'],
  ['merchants:read', 'Consultar estabelecimentos'],
  ['merchants:write', 'Cadastrar estabelecimentos'],
  ['webhooks:manage', 'Gerenciar webhooks'],
] as const;

type ContextSeed = readonly [
  context: string,
  method: RequestType,
  path: string,
  description: string,
  role: string | null,
];
type ServiceSeed = {
  service: string;
  service_name: string;
  platform: string;
  description: string;
  contexts: readonly ContextSeed[];
};

export const DEMO_PLATFORMS = [
  ['acquiring', 'Adquirência: transações de cartão, links de pagamento e recebíveis'],
  ['banking', 'Conta digital: contas, boletos e transferências'],
  ['pix', 'Pix: cobranças, pagamentos e QR Codes'],
  ['onboarding', 'Cadastro de estabelecimentos e contas'],
] as const;

export const DEMO_SERVICES: readonly ServiceSeed[] = [
  {
    service: 'transactions-api',
    service_name: 'API de Transações',
    platform: 'acquiring',
    description: 'Autorização, captura, cancelamento e consulta de transações de cartão',
    contexts: [
      ['transactions', 'GET', '/v1/transactions', 'Lista de transações', 'transactions:read'],
      ['transactions', 'POST', '/v1/transactions', 'Autorizar uma transação', 'transactions:write'],
      ['transaction', 'GET', '/v1/transactions/{id}', 'Detalhe da transação', 'transactions:read'],
      [
        'capture',
        'PUT',
        '/v1/transactions/{id}/capture',
        'Capturar uma pré-autorização',
        'transactions:write',
      ],
      ['cancel', 'DELETE', '/v1/transactions/{id}', 'Cancelar ou estornar', 'refunds:write'],
      ['transactions', 'OPTIONS', '/v1/transactions', 'Pré-verificação CORS', null],
    ],
  },
  {
    service: 'payment-link',
    service_name: 'Link de Pagamento',
    platform: 'acquiring',
    description: 'Criação e consulta de links de pagamento',
    contexts: [
      ['links', 'GET', '/v1/payment-links', 'Lista de links', 'transactions:read'],
      ['links', 'POST', '/v1/payment-links', 'Criar link', 'transactions:write'],
      ['link', 'PATCH', '/v1/payment-links/{id}', 'Alterar validade do link', 'transactions:write'],
    ],
  },
  {
    service: 'receivables-api',
    service_name: 'Agenda de Recebíveis',
    platform: 'acquiring',
    description: 'Agenda e liquidações dos estabelecimentos',
    contexts: [
      ['receivables', 'GET', '/v1/receivables', 'Agenda de recebíveis', 'receivables:read'],
      ['receivables', 'HEAD', '/v1/receivables', 'Total da agenda (cabeçalhos)', 'receivables:read'],
    ],
  },
  {
    service: 'accounts-api',
    service_name: 'Contas',
    platform: 'banking',
    description: 'Contas de pagamento, saldos e extratos',
    contexts: [
      ['balance', 'GET', '/v1/accounts/{id}/balance', 'Saldo da conta', 'accounts:read'],
      ['statement', 'GET', '/v1/accounts/{id}/statement', 'Extrato', 'accounts:read'],
    ],
  },
  {
    service: 'billets-api',
    service_name: 'Boletos',
    platform: 'banking',
    description: 'Emissão, consulta e baixa de boletos',
    contexts: [
      ['billets', 'POST', '/v1/billets', 'Emitir boleto', 'billets:write'],
      ['billet', 'GET', '/v1/billets/{id}', 'Consultar boleto', 'billets:read'],
      ['billet', 'DELETE', '/v1/billets/{id}', 'Baixar boleto', 'billets:write'],
    ],
  },
  {
    service: 'pix-api',
    service_name: 'Pix',
    platform: 'pix',
    description: 'Pagamentos e cobranças Pix',
    contexts: [
      ['payments', 'POST', '/v2/pix/payments', 'Enviar Pix', 'pix:write'],
      ['payment', 'GET', '/v2/pix/payments/{e2eId}', 'Consultar Pix', 'pix:read'],
      ['charges', 'PUT', '/v2/cob/{txid}', 'Criar cobrança imediata', 'pix:write'],
      ['charges', 'GET', '/v2/cob/{txid}', 'Consultar cobrança', 'pix:read'],
    ],
  },
  {
    service: 'pix-qrcode',
    service_name: 'QR Code Pix',
    platform: 'pix',
    description: 'QR Codes estáticos e dinâmicos',
    contexts: [['qrcode', 'POST', '/v2/pix/qrcodes', 'Gerar QR Code', 'pix:write']],
  },
  {
    service: 'onboarding-api',
    service_name: 'Cadastro de Estabelecimentos',
    platform: 'onboarding',
    description: 'Cadastro e acompanhamento de estabelecimentos',
    contexts: [
      ['merchants', 'POST', '/v1/merchants', 'Cadastrar estabelecimento', 'merchants:write'],
      ['merchant', 'GET', '/v1/merchants/{id}', 'Consultar estabelecimento', 'merchants:read'],
      ['webhooks', 'PUT', '/v1/webhooks', 'Configurar webhooks', 'webhooks:manage'],
    ],
  },
];

const DEMO_CREDENTIALS = [
  {
    name: 'ERP Loja Centro',
    project: 1,
    merchant: true,
    client: ['transactions:read', 'receivables:read'],
    realm: ['transactions-api', 'receivables-api'],
    idleDays: 0,
  },
  {
    name: 'Checkout E-commerce',
    project: 1,
    merchant: true,
    client: ['transactions:read', 'transactions:write', 'refunds:write'],
    realm: ['transactions-api', 'payment-link'],
    idleDays: 0,
  },
  {
    name: 'Integração Contábil',
    project: 1,
    merchant: false,
    client: ['receivables:read'],
    realm: ['receivables-api'],
    idleDays: 120,
  },
  {
    name: 'Banco Vila Rica Pix',
    project: 2,
    merchant: false,
    client: ['pix:read', 'pix:write', 'accounts:read'],
    realm: ['pix-api', 'pix-qrcode', 'accounts-api'],
    idleDays: 1,
  },
  {
    name: 'Cobrança Boletos',
    project: 2,
    merchant: true,
    client: ['billets:read', 'billets:write'],
    realm: ['billets-api'],
    idleDays: 95,
  },
  {
    name: 'Parceiro Onboarding',
    project: 3,
    merchant: false,
    client: ['merchants:read', 'merchants:write', 'webhooks:manage'],
    realm: ['onboarding-api'],
    idleDays: 3,
  },
] as const;

/** The API catalogue and demo credentials of several projects and merchants, created once. */
export async function seedCredentialsDemo(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('credential_client_role')
      .values(DEMO_CLIENT_ROLES.map(([code, description]) => ({ code, description })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('api_platform')
      .values(DEMO_PLATFORMS.map(([platform, description]) => ({ platform, description })))
      .onConflict((oc) => oc.column('platform').doNothing())
      .execute();
    for (const service of DEMO_SERVICES) {
      const inserted = await trx
        .insertInto('api_service')
        .values({
          service: service.service,
          service_name: service.service_name,
          platform: service.platform,
          description: service.description,
        })
        .onConflict((oc) => oc.column('service').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('api_context')
        .values(
          service.contexts.map(([context, request_type, path, description, client_role]) => ({
            service_id: inserted.id,
            context: `${context}-${request_type.toLowerCase()}`,
            request_type,
            path,
            description,
            client_role,
          })),
        )
        .execute();
    }

    const existing = await trx.selectFrom('credential').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const projects = new Set((await trx.selectFrom('project').select('id').execute()).map((p) => p.id));
    for (const demo of DEMO_CREDENTIALS) {
      if (!projects.has(demo.project)) continue;
      const merchant = demo.merchant
        ? await trx
            .selectFrom('merchant')
            .select('id')
            .where('project_id', '=', demo.project)
            .orderBy('id')
            .limit(1)
            .executeTakeFirst()
        : undefined;
      const lastUsed =
        demo.idleDays > 0 ? sql<Date>`now() - make_interval(days => ${demo.idleDays})` : sql<Date>`now()`;
      const row = await trx
        .insertInto('credential')
        .values({
          realm: 'mentor',
          client_id: clientIdFor(demo.name),
          client_name: demo.name,
          project_id: demo.project,
          merchant_id: merchant?.id ?? null,
          client_roles: [...demo.client],
          realm_roles: [...demo.realm],
          created_by: 'superadmin',
          created_at: sql<Date>`now() - interval '200 days'`,
          last_used_at: lastUsed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Demo secrets are never shown: staff reset one to use a demo credential.
      const secret = newSecret();
      await trx
        .insertInto('credential_secret')
        .values({
          credential_id: row.id,
          secret_digest: secret.digest,
          hint: secret.hint,
          created_by: 'superadmin',
          last_used_at: lastUsed,
        })
        .execute();
      if (demo.idleDays <= 1) {
        await sql`
          INSERT INTO credential_usage (credential_id, hour, tokens)
          SELECT ${row.id}, date_trunc('hour', now()) - make_interval(hours => h), 5 + (h * 7) % 23
          FROM generate_series(0, 30) AS h`.execute(trx);
      }
    }
  });
}
