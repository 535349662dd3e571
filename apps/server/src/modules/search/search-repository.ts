import type { SearchMatch, SearchTerms } from '@mentor/contract/search';
import { SEARCH_PER_KIND } from '@mentor/contract/search';
import type { Database } from '../../db/database.ts';

/**
 * Read-only, exact lookups behind the record search. Every condition hits a primary key or an
 * index (merchant.cpf_cnpj, terminal.terminal_code and serial_number, equipment.serial_number
 * and equipment_code, card_transaction.nsu and nsu_acquirer, bank_billet.billet_payer_document,
 * pre_account.cpf);
 * each kind returns at most SEARCH_PER_KIND rows, newest first.
 */

/** A found record before masking. */
export interface FoundRow {
  key: string;
  matched: SearchMatch;
  label: string | null;
  holder: string | null;
  document: string | null;
  amount: number | null;
  project_id: number;
  project_name: string;
}

type Project = number | null;

export async function findMerchants(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  if (terms.id === null && terms.document === null) return [];
  let query = db
    .selectFrom('merchant as m')
    .innerJoin('project as p', 'p.id', 'm.project_id')
    .select(['m.id', 'm.merchant_name', 'm.cpf_cnpj', 'm.project_id', 'p.trade'])
    .where((eb) =>
      eb.or([
        ...(terms.id === null ? [] : [eb('m.id', '=', terms.id)]),
        ...(terms.document === null ? [] : [eb('m.cpf_cnpj', '=', terms.document)]),
      ]),
    )
    .orderBy('m.id', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('m.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.id),
    matched: r.id === terms.id ? 'id' : 'document',
    label: r.merchant_name,
    holder: null,
    document: r.cpf_cnpj,
    amount: null,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findTerminals(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  let query = db
    .selectFrom('terminal as t')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .leftJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.id', 't.terminal_code', 't.serial_number', 't.project_id', 'p.trade', 'm.merchant_name'])
    .where((eb) =>
      eb.or([
        ...(terms.id === null ? [] : [eb('t.id', '=', terms.id)]),
        eb('t.terminal_code', '=', terms.text),
        eb('t.serial_number', '=', terms.text),
      ]),
    )
    .orderBy('t.id', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('t.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.id),
    matched: r.id === terms.id ? 'id' : r.terminal_code === terms.text ? 'code' : 'serial',
    label: r.terminal_code,
    holder: r.merchant_name,
    document: null,
    amount: null,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findEquipment(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  let query = db
    .selectFrom('equipment as e')
    .innerJoin('project as p', 'p.id', 'e.project_id')
    .innerJoin('equipment_model as em', 'em.id', 'e.equipment_model_id')
    .select(['e.id', 'e.serial_number', 'e.project_id', 'p.trade', 'em.manufacturer', 'em.model'])
    .where((eb) => eb.or([eb('e.serial_number', '=', terms.text), eb('e.equipment_code', '=', terms.text)]))
    .orderBy('e.id', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('e.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: r.serial_number,
    matched: r.serial_number === terms.text ? 'serial' : 'code',
    label: `${r.manufacturer} ${r.model}`,
    holder: null,
    document: null,
    amount: null,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findTransactions(
  db: Database,
  terms: SearchTerms,
  project: Project,
): Promise<FoundRow[]> {
  let query = db
    .selectFrom('card_transaction as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .select(['c.id', 'c.nsu', 'c.nsu_acquirer', 'c.amount', 'c.project_id', 'p.trade', 'm.merchant_name'])
    .where((eb) =>
      eb.or([
        ...(terms.bigId === null ? [] : [eb('c.id', '=', terms.bigId)]),
        eb('c.nsu', '=', terms.text),
        eb('c.nsu_acquirer', '=', terms.text),
      ]),
    )
    .orderBy('c.id', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('c.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.id),
    matched: r.id === terms.bigId ? 'id' : 'nsu',
    label: r.nsu_acquirer === terms.text ? r.nsu_acquirer : (r.nsu ?? r.nsu_acquirer),
    holder: r.merchant_name,
    document: null,
    amount: r.amount,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findPayments(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  if (terms.bigId === null) return [];
  let query = db
    .selectFrom('payment as pm')
    .innerJoin('project as p', 'p.id', 'pm.project_id')
    .innerJoin('merchant as m', 'm.id', 'pm.merchant_id')
    .select(['pm.id', 'pm.payment_type', 'pm.amount', 'pm.project_id', 'p.trade', 'm.merchant_name'])
    .where('pm.id', '=', terms.bigId)
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('pm.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.id),
    matched: 'id',
    label: r.payment_type,
    holder: r.merchant_name,
    document: null,
    amount: r.amount,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findBillets(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  if (terms.bigId === null && terms.document === null) return [];
  let query = db
    .selectFrom('bank_billet as b')
    .innerJoin('project as p', 'p.id', 'b.project_id')
    .select([
      'b.billet_id',
      'b.our_number',
      'b.billet_payer',
      'b.billet_payer_document',
      'b.billet_value',
      'b.project_id',
      'p.trade',
    ])
    .where((eb) =>
      eb.or([
        ...(terms.bigId === null ? [] : [eb('b.billet_id', '=', terms.bigId)]),
        ...(terms.document === null ? [] : [eb('b.billet_payer_document', '=', terms.document)]),
      ]),
    )
    .orderBy('b.billet_id', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('b.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.billet_id),
    matched: r.billet_id === terms.bigId ? 'id' : 'document',
    label: r.our_number,
    holder: r.billet_payer,
    document: r.billet_payer_document,
    amount: r.billet_value,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

export async function findRents(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  if (terms.bigId === null) return [];
  let query = db
    .selectFrom('terminal_automatic_rent as r')
    .innerJoin('project as p', 'p.id', 'r.project_id')
    .innerJoin('terminal as t', 't.id', 'r.terminal_id')
    .leftJoin('merchant as m', 'm.id', 'r.charged_merchant_id')
    .select(['r.id', 'r.amount', 'r.project_id', 'p.trade', 't.terminal_code', 'm.merchant_name'])
    .where('r.id', '=', terms.bigId)
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('r.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: String(r.id),
    matched: 'id',
    label: r.terminal_code,
    holder: r.merchant_name,
    document: null,
    amount: r.amount,
    project_id: r.project_id,
    project_name: r.trade,
  }));
}

/**
 * Onboarding accounts by their holder's whole CPF/CNPJ, the lookup analysts make most; the
 * account's project is its white label's.
 */
export async function findAccounts(db: Database, terms: SearchTerms, project: Project): Promise<FoundRow[]> {
  if (terms.document === null) return [];
  let query = db
    .selectFrom('pre_account as a')
    .innerJoin('white_label as w', 'w.uuid', 'a.uuid_white_label')
    .innerJoin('project as p', 'p.id', 'w.project_id')
    .select(['a.uuid', 'a.name', 'a.cpf', 'w.fantasy_name', 'w.project_id', 'p.trade'])
    .where('a.cpf', '=', terms.document)
    .orderBy('a.date_register', 'desc')
    .limit(SEARCH_PER_KIND);
  if (project !== null) query = query.where('w.project_id', '=', project);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: r.uuid,
    matched: 'document',
    label: r.fantasy_name,
    holder: r.name,
    document: r.cpf,
    amount: null,
    project_id: Number(r.project_id),
    project_name: r.trade,
  }));
}
