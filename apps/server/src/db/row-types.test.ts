import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { ROW_TYPES_FILE, rowTypes } from './row-types.ts';

/**
 * Tables whose row type is still written by hand in `schema-<area>.ts`: each differs from what
 * the migrations give (a status narrowed to its values, a JSON shape, a default the hand type does
 * not know of, a bigint typed as text). The list only shrinks: a table taken from the generated
 * file (`RowTypes['<table>']`) must leave it, and no table may join it.
 */
const HAND_WRITTEN = new Set([
  'anticipation_rate_run',
  'anticipation_rate_run_item',
  'api_context',
  'approval_amount_use',
  'approval_request',
  'audit_log',
  'bank_billet',
  'basket_operation',
  'basket_tax',
  'card_transaction',
  'cerc_conciliation',
  'cerc_dispute',
  'checkup_transaction',
  'cnae_mcc',
  'declined_transaction',
  'download',
  'idempotency_key',
  'infraction_report',
  'job_progress',
  'mail_outbox',
  'merchant',
  'merchant_onboarding_document',
  'merchant_settlement_destination',
  'merchant_split',
  'oidc_payload',
  'payment',
  'payment_account',
  'payment_remittance',
  'pix_device',
  'pix_movement',
  'pix_refund',
  'positive_list_import',
  'pre_account',
  'pre_account_document',
  'receivable_adjustment',
  'receivable_unit',
  'registry_unit',
  'role',
  'saved_filter_view',
  'scheduled_transaction',
  'server_secret',
  'staff_password_link',
  'supplier_credential',
  'terminal',
  'terminal_automatic_rent',
  'terminal_rent_setting',
  'tpv_daily',
  'tpv_daily_merchant',
  'tpv_daily_project',
  'transaction_analysis',
]);

/** Each table of the `…Tables` interfaces of `db/schema*.ts` with whether its type is generated. */
function tableTypes(dir: string): Map<string, boolean> {
  const tables = new Map<string, boolean>();
  for (const name of readdirSync(dir).filter((n) => /^schema(-[a-z-]+)?\.ts$/.test(n))) {
    const file = path.join(dir, name);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const aliases = new Map<string, boolean>();
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement)) {
        aliases.set(statement.name.text, /^RowTypes\[/.test(statement.type.getText(source)));
      }
    }
    for (const statement of source.statements) {
      const members =
        ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Tables')
          ? statement.members
          : ts.isTypeAliasDeclaration(statement) &&
              statement.name.text.endsWith('Tables') &&
              ts.isTypeLiteralNode(statement.type)
            ? statement.type.members
            : [];
      for (const member of members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) continue;
        const type = member.type.getText(source);
        tables.set(member.name.text, /^RowTypes\[/.test(type) || aliases.get(type) === true);
      }
    }
  }
  return tables;
}

describe('row types', () => {
  it('the committed schema.gen.ts is what kysely-codegen reads from the migrated database', async () => {
    // The test database is migrated from nothing at the start of the run (test/global-setup.ts).
    const current = await rowTypes(inject('seededDatabaseUrl'));
    expect(readFileSync(ROW_TYPES_FILE, 'utf8'), 'stale row types: run `npm run db:types`').toBe(current);
  });

  it('takes every table from the generated file but those still written by hand', () => {
    const tables = tableTypes(import.meta.dirname);
    const hand = [...tables].filter(([, generated]) => !generated).map(([table]) => table);
    expect(hand.sort()).toEqual([...HAND_WRITTEN].sort());
  });
});
