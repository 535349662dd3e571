import { checkPositiveListRow, documentDigits, POSITIVE_LIST_COLUMNS } from '@mentor/contract/onboarding';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/database.ts';
import { type Actor, actorScope } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { readSpreadsheetRows, SpreadsheetRefused } from '../../http/spreadsheet-import.ts';
import { storedUploadName } from '../../http/upload-name.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  deletePositiveEntry,
  findImport,
  findWhiteLabel,
  insertImport,
  insertPositiveEntries,
  insertPositiveEntry,
  listedDocuments,
  listPositiveEntries,
  markImportProcessed,
  positiveEntriesByName,
  positiveListSetting,
  savePositiveListSetting,
} from './positive-list-repository.ts';
import { releasePositiveListed } from './pre-account-repository.ts';

export const POSITIVE_LIST_MESSAGES = {
  whiteLabelNotFound: 'White label não encontrado.',
  importNotFound: 'Arquivo não encontrado.',
  alreadyProcessed: 'Este arquivo já foi processado.',
  unreadable:
    'Não foi possível ler o arquivo: envie a planilha do modelo (XLSX) ou um CSV com as colunas documento e nome.',
  empty: 'O arquivo não tem linhas a processar.',
  tooMany: 'O arquivo tem mais de 10.000 linhas: divida-o em partes.',
  duplicate: 'Documento repetido no arquivo',
  alreadyListed: 'Documento já está na lista positiva',
  entryExists: 'Este documento já está na lista positiva.',
} as const;

const MAX_ROWS = 10_000;

export async function scopedWhiteLabel(db: Database, actor: Actor, uuid: string) {
  const row = await findWhiteLabel(db, uuid);
  const scope = actorScope(actor);
  if (!row || (scope !== null && row.project_id !== scope))
    throw notFound(POSITIVE_LIST_MESSAGES.whiteLabelNotFound);
  return row;
}

export async function readRestriction(db: Database, actor: Actor, wl: string) {
  await scopedWhiteLabel(db, actor, wl);
  const row = await positiveListSetting(db, wl);
  return { uuidWhiteLabel: wl, restritive: row?.restritive ?? false };
}

export async function setRestriction(db: Database, actor: Actor, wl: string, restritive: boolean) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const label = await scopedWhiteLabel(trx, actor, wl);
    const before = await positiveListSetting(trx, wl, true);
    await savePositiveListSetting(trx, wl, restritive, user.username);
    await audit(trx, actor, {
      tableContext: 'positive_list',
      recordId: wl,
      action: 'UPDATE',
      before: { restritive: before?.restritive ?? false },
      after: { restritive },
      projectId: label.project_id,
    });
    return { uuidWhiteLabel: wl, restritive };
  });
}

export async function listEntries(
  db: Database,
  actor: Actor,
  wl: string,
  page: number,
  limit: number,
  search?: string,
) {
  await scopedWhiteLabel(db, actor, wl);
  const { rows, total } = await listPositiveEntries(db, wl, page, limit, search);
  return {
    rows: rows.map((r) => ({
      uuid: r.uuid,
      document: r.document,
      name: r.name,
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  };
}

export async function addEntry(db: Database, actor: Actor, wl: string, document: string, name: string) {
  const user = actor.user;
  const digits = documentDigits(document);
  const problem = checkPositiveListRow(digits, name);
  if (problem) throw unprocessable(problem, { document: [problem] });
  return db.transaction().execute(async (trx) => {
    const label = await scopedWhiteLabel(trx, actor, wl);
    const created = await insertPositiveEntry(trx, {
      uuid_white_label: wl,
      document: digits,
      name: name.trim(),
      created_by: user.username,
    });
    if (!created)
      throw conflict(POSITIVE_LIST_MESSAGES.entryExists, { document: [POSITIVE_LIST_MESSAGES.entryExists] });
    const released = await releasePositiveListed(trx, wl, [digits]);
    await audit(trx, actor, {
      tableContext: 'positive_list',
      recordId: wl,
      action: 'CREATE',
      after: { document: digits, name: created.name, released },
      projectId: label.project_id,
    });
    return {
      uuid: created.uuid,
      document: created.document,
      name: created.name,
      createdBy: created.created_by,
      createdAt: created.created_at.toISOString(),
    };
  });
}

export async function removeEntry(db: Database, actor: Actor, wl: string, uuid: string) {
  return db.transaction().execute(async (trx) => {
    const label = await scopedWhiteLabel(trx, actor, wl);
    const removed = await deletePositiveEntry(trx, wl, uuid);
    if (!removed) throw notFound();
    await audit(trx, actor, {
      tableContext: 'positive_list',
      recordId: wl,
      action: 'DELETE',
      before: removed,
      projectId: label.project_id,
    });
    return { removed: true };
  });
}

/** The model spreadsheet: the header row and one example line. */
export async function modelWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('lista-positiva');
  sheet.addRow([...POSITIVE_LIST_COLUMNS]);
  sheet.addRow(['123.456.789-09', 'Nome do cliente (exemplo: apague esta linha)']);
  sheet.getColumn(1).width = 22;
  sheet.getColumn(2).width = 48;
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function exportWorkbook(db: Database, actor: Actor, wl: string): Promise<Buffer> {
  await scopedWhiteLabel(db, actor, wl);
  const rows = await positiveEntriesByName(db, wl);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('lista-positiva');
  sheet.addRow([...POSITIVE_LIST_COLUMNS]);
  for (const r of rows) sheet.addRow([r.document, r.name]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Reads `documento;nome` rows from an XLSX or a CSV (comma or semicolon), off the request thread. */
async function readRows(
  fileName: string,
  content: Buffer,
): Promise<{ line: number; document: string; name: string }[]> {
  const csv = fileName.toLowerCase().endsWith('.csv');
  const rows = await readSpreadsheetRows(fileName, content, { columns: 2, maxRows: MAX_ROWS });
  return rows
    .map(({ line, cells }) => ({
      line,
      document: cells[0] ?? '',
      // A CSV name may hold the separator: everything after the document is the name.
      name: (csv ? cells.slice(1).join(' ') : (cells[1] ?? '')).trim(),
    }))
    .filter((r, i) => !(i === 0 && r.document.toLowerCase().startsWith('documento')))
    .filter((r) => r.document !== '' || r.name !== '');
}

/** Checks every row of an uploaded file and keeps the result; nothing is applied yet. */
export async function validateImport(
  db: Database,
  actor: Actor,
  wl: string,
  file: { fileName: string; fileBase64: string },
) {
  const user = actor.user;
  const label = await scopedWhiteLabel(db, actor, wl);
  const fileName = storedUploadName(file.fileName, 'lista-positiva');
  let rows: Awaited<ReturnType<typeof readRows>>;
  try {
    rows = await readRows(fileName, Buffer.from(file.fileBase64, 'base64'));
  } catch (error) {
    if (!(error instanceof SpreadsheetRefused)) throw error;
    const message =
      error.kind === 'rows' ? POSITIVE_LIST_MESSAGES.tooMany : POSITIVE_LIST_MESSAGES.unreadable;
    throw unprocessable(message, { file: [message] });
  }
  if (rows.length === 0)
    throw unprocessable(POSITIVE_LIST_MESSAGES.empty, { file: [POSITIVE_LIST_MESSAGES.empty] });
  if (rows.length > MAX_ROWS)
    throw unprocessable(POSITIVE_LIST_MESSAGES.tooMany, { file: [POSITIVE_LIST_MESSAGES.tooMany] });
  const digits = rows.map((r) => documentDigits(r.document));
  const listed = await listedDocuments(db, wl, digits.filter(Boolean));
  const seen = new Set<string>();
  const results = rows.map((r, i) => {
    const document = digits[i] ?? '';
    let reason = checkPositiveListRow(r.document, r.name);
    if (!reason && seen.has(document)) reason = POSITIVE_LIST_MESSAGES.duplicate;
    if (!reason && listed.has(document)) reason = POSITIVE_LIST_MESSAGES.alreadyListed;
    if (!reason) seen.add(document);
    return { line: r.line, document, name: r.name, accepted: reason === null, reason };
  });
  const accepted = results.filter((r) => r.accepted).length;
  const saved = await insertImport(db, {
    uuid_white_label: wl,
    file_name: fileName,
    rows: JSON.stringify(results),
    accepted,
    refused: results.length - accepted,
    created_by: user.username,
  });
  void label;
  return {
    uuid: saved,
    fileName,
    status: 'VALIDATED' as const,
    accepted,
    refused: results.length - accepted,
    rows: results,
  };
}

/** Applies the accepted rows of a checked file, once; refused rows are left out. */
export async function processImport(db: Database, actor: Actor, uuid: string) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const found = await findImport(trx, uuid, true);
    if (!found) throw notFound(POSITIVE_LIST_MESSAGES.importNotFound);
    const label = await scopedWhiteLabel(trx, actor, found.uuid_white_label);
    if (found.status === 'PROCESSED') throw conflict(POSITIVE_LIST_MESSAGES.alreadyProcessed);
    const rows = found.rows as {
      line: number;
      document: string;
      name: string;
      accepted: boolean;
      reason: string | null;
    }[];
    const accepted = rows.filter((r) => r.accepted);
    const added = await insertPositiveEntries(trx, found.uuid_white_label, accepted, user.username);
    const released = await releasePositiveListed(
      trx,
      found.uuid_white_label,
      accepted.map((r) => r.document),
    );
    await markImportProcessed(trx, uuid, user.username);
    await audit(trx, actor, {
      tableContext: 'positive_list',
      recordId: found.uuid_white_label,
      action: 'CREATE',
      after: { import: uuid, fileName: found.file_name, added, refused: found.refused, released },
      projectId: label.project_id,
    });
    return {
      uuid,
      fileName: found.file_name,
      status: 'PROCESSED' as const,
      accepted: found.accepted,
      refused: found.refused,
      rows,
    };
  });
}
