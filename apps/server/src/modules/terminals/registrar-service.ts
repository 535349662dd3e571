import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { registrarFile } from './registrar-file.ts';
import { merchantProject, registrarTerminals } from './registrar-repository.ts';

/**
 * The registrar file of one terminal or of every terminal of a merchant, made `today`; a
 * merchant or terminal outside the actor's projects answers 404.
 */
export async function registrarFileOf(
  db: Database,
  actor: Actor,
  registrar: string,
  type: 'terminal' | 'merchant',
  id: number,
  today: string,
): Promise<string> {
  if (type === 'merchant') {
    const merchant = await merchantProject(db, id);
    if (!merchant) throw notFound('Lojista não encontrado.');
    assertActorProject(actor, merchant.project_id);
  }
  const rows = await registrarTerminals(db, type, id);
  if (type === 'terminal') {
    const row = rows[0];
    if (!row) throw notFound('Terminal não encontrado.');
    assertActorProject(actor, row.project_id);
  }
  return registrarFile(registrar, rows, today);
}
