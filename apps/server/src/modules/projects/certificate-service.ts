import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { CertificateSummary } from '@mentor/contract/projects';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { seal, secretsKey } from '../../platform/secrets/secret-box.ts';
import { loadCertificateIdentity, loadCertificatePem, upsertCertificate } from './certificate-repository.ts';
import { certificateSummary } from './projects-repository.ts';

export const CERTIFICATE_MESSAGES = {
  crtRequired: 'O campo Certificado (crt_file) é obrigatório',
  keyRequired: 'O campo Chave privada (key_file) é obrigatório',
  crtInvalid: 'O arquivo não é um certificado X.509 válido (PEM ou DER)',
  keyInvalid: 'O arquivo não é uma chave privada válida e sem senha (PEM ou DER)',
  mismatch: 'A chave privada não corresponde ao certificado',
  expired: 'O certificado está expirado',
  notYetValid: 'O certificado ainda não é válido',
} as const;

export interface CheckedPair {
  certificatePem: string;
  keyPem: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  fingerprint256: string;
  validFrom: Date;
  validTo: Date;
}

function parseKey(data: Buffer): KeyObject | null {
  const text = data.toString('utf8');
  const attempts: Array<() => KeyObject> = text.includes('-----BEGIN')
    ? [() => createPrivateKey({ key: text, format: 'pem' })]
    : [
        () => createPrivateKey({ key: data, format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: data, format: 'der', type: 'pkcs1' }),
        () => createPrivateKey({ key: data, format: 'der', type: 'sec1' }),
      ];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // try the next encoding
    }
  }
  return null;
}

const oneLine = (dn: string) => dn.split('\n').filter(Boolean).join(', ');

/**
 * Checks an uploaded certificate and private key: a parseable X.509 certificate, an unencrypted
 * private key, the key matching the certificate, and the certificate currently valid.
 * Failures are 422 with the offending field.
 */
export function checkCertificatePair(
  crt: Buffer | undefined,
  key: Buffer | undefined,
  now = new Date(),
): CheckedPair {
  const errors: Record<string, string[]> = {};
  if (!crt || crt.length === 0) errors.crt_file = [CERTIFICATE_MESSAGES.crtRequired];
  if (!key || key.length === 0) errors.key_file = [CERTIFICATE_MESSAGES.keyRequired];
  let certificate: X509Certificate | null = null;
  if (crt && crt.length > 0) {
    try {
      certificate = new X509Certificate(crt);
    } catch {
      errors.crt_file = [CERTIFICATE_MESSAGES.crtInvalid];
    }
  }
  const privateKey = key && key.length > 0 ? parseKey(key) : null;
  if (key && key.length > 0 && !privateKey) errors.key_file = [CERTIFICATE_MESSAGES.keyInvalid];
  if (Object.keys(errors).length > 0 || !certificate || !privateKey) {
    throw unprocessable('Certificado ou chave inválidos.', errors);
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw unprocessable(CERTIFICATE_MESSAGES.mismatch, { key_file: [CERTIFICATE_MESSAGES.mismatch] });
  }
  const validFrom = new Date(certificate.validFrom);
  const validTo = new Date(certificate.validTo);
  if (validTo.getTime() <= now.getTime()) {
    throw unprocessable(CERTIFICATE_MESSAGES.expired, { crt_file: [CERTIFICATE_MESSAGES.expired] });
  }
  if (validFrom.getTime() > now.getTime() + 5 * 60_000) {
    throw unprocessable(CERTIFICATE_MESSAGES.notYetValid, { crt_file: [CERTIFICATE_MESSAGES.notYetValid] });
  }
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' });
  return {
    certificatePem: certificate.toString(),
    keyPem: typeof keyPem === 'string' ? keyPem : keyPem.toString('utf8'),
    subject: oneLine(certificate.subject),
    issuer: oneLine(certificate.issuer),
    serialNumber: certificate.serialNumber,
    fingerprint256: certificate.fingerprint256,
    validFrom,
    validTo,
  };
}

/**
 * Stores a checked pair as the project's certificate, the private key sealed (AES-256-GCM) with
 * the secrets key, and audits the change.
 */
export async function storeCertificate(
  db: Database,
  actor: Actor,
  projectId: number,
  pair: CheckedPair,
  secretsKeyValue: string | undefined,
): Promise<CertificateSummary> {
  const key = await secretsKey(db, secretsKeyValue);
  const sealed = seal(key, pair.keyPem);
  const row = await db.transaction().execute(async (trx) => {
    const before = await loadCertificateIdentity(trx, projectId);
    const saved = await upsertCertificate(trx, projectId, {
      certificate_pem: pair.certificatePem,
      key_iv: sealed.iv,
      key_tag: sealed.tag,
      key_ciphertext: sealed.ciphertext,
      subject: pair.subject,
      issuer: pair.issuer,
      serial_number: pair.serialNumber,
      fingerprint256: pair.fingerprint256,
      valid_from: pair.validFrom,
      valid_to: pair.validTo,
      uploaded_by: actor.user.username,
      uploaded_at: new Date(),
    });
    await audit(trx, actor, {
      tableContext: 'project_certificate',
      recordId: projectId,
      action: before ? 'UPDATE' : 'CREATE',
      before: before ?? null,
      after: {
        subject: saved.subject,
        issuer: saved.issuer,
        serial_number: saved.serial_number,
        fingerprint256: saved.fingerprint256,
        valid_from: saved.valid_from,
        valid_to: saved.valid_to,
      },
      projectId,
    });
    return saved;
  });
  return certificateSummary(row);
}

/** The project's certificate (PEM; never the key); 404 when none is stored. */
export async function certificatePem(db: Database, projectId: number): Promise<string> {
  const pem = await loadCertificatePem(db, projectId);
  if (pem === undefined) throw notFound('Certificado não cadastrado para o projeto.');
  return pem;
}
