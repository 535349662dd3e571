import type { Database } from '../../db/database.ts';

/** The terminals a registrar file lists (one, or a merchant's), with their merchant and equipment. */
export function registrarTerminals(db: Database, type: 'terminal' | 'merchant', id: number) {
  let query = db
    .selectFrom('terminal as t')
    .leftJoin('merchant as m', 'm.id', 't.merchant_id')
    .leftJoin('equipment as e', 'e.id', 't.equipment_id')
    .select([
      't.project_id',
      'm.cpf_cnpj',
      'm.merchant_code',
      't.terminal_code',
      'e.serial_number',
      't.status',
      't.blocked',
    ])
    .orderBy('t.id');
  query = type === 'terminal' ? query.where('t.id', '=', id) : query.where('t.merchant_id', '=', id);
  return query.execute();
}

/** The merchant a registrar file is asked for, with its project (for the scope check). */
export function merchantProject(db: Database, id: number) {
  return db.selectFrom('merchant').select(['id', 'project_id']).where('id', '=', id).executeTakeFirst();
}
