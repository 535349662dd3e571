/** MIME type → accepted extensions, as the drop zone expects. */
export type AcceptMap = Record<string, string[]>;

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.crt': 'application/x-x509-ca-cert',
  '.pem': 'application/x-pem-file',
  '.key': 'application/octet-stream',
};

/** Default accepted types of the drop zone (spec core §9). */
export const DEFAULT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/**
 * Turns an `accept` attribute list ('.pdf,.jpg,image/png') into the MIME → extensions map the
 * drop zone expects. Unknown extensions are accepted by name.
 */
export function acceptFromList(list: string): AcceptMap {
  const accept: AcceptMap = {};
  for (const raw of list.split(',')) {
    const item = raw.trim().toLowerCase();
    if (item === '') continue;
    if (!item.startsWith('.')) {
      accept[item] = accept[item] ?? [];
      continue;
    }
    const mime = MIME_BY_EXTENSION[item] ?? 'application/octet-stream';
    accept[mime] = [...(accept[mime] ?? []), item];
  }
  return accept;
}

/** Size in kilobytes as shown in the file list ('12,5 kb'). */
export function formatKb(bytes: number, locale = 'pt-BR'): string {
  const kb = bytes / 1024;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(kb)} kb`;
}
