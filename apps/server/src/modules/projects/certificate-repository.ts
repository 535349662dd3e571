import type { Database } from '../../db/database.ts';

/** What is kept of a certificate besides its PEM and the sealed key. */
const SUMMARY_COLUMNS = [
  'subject',
  'issuer',
  'serial_number',
  'fingerprint256',
  'valid_from',
  'valid_to',
] as const;

export interface CertificateRow {
  certificate_pem: string;
  key_iv: string;
  key_tag: string;
  key_ciphertext: string;
  subject: string;
  issuer: string;
  serial_number: string;
  fingerprint256: string;
  valid_from: Date;
  valid_to: Date;
  uploaded_by: string;
  uploaded_at: Date;
}

/** The stored certificate's identity (the audit's "before"), or undefined when none is stored. */
export function loadCertificateIdentity(db: Database, projectId: number) {
  return db
    .selectFrom('project_certificate')
    .select(SUMMARY_COLUMNS)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** Stores the project's certificate, replacing the one it had. */
export function upsertCertificate(db: Database, projectId: number, values: CertificateRow) {
  return db
    .insertInto('project_certificate')
    .values({ project_id: projectId, ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .returning([...SUMMARY_COLUMNS, 'uploaded_by', 'uploaded_at'])
    .executeTakeFirstOrThrow();
}

/** The certificate's PEM, or undefined when none is stored. */
export async function loadCertificatePem(db: Database, projectId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('project_certificate')
    .select('certificate_pem')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.certificate_pem;
}
