/**
 * The code a spreadsheet-reading worker thread runs (CommonJS, evaluated as is, so it needs no
 * build step in any way the server is started). It inflates every zip entry within the byte
 * budget, counts the rows of each sheet, and only then lets ExcelJS parse the workbook. CSV text
 * is split into cells here too. Answers `{ ok: true, rows }` or `{ ok: false, kind }`.
 */
export const SPREADSHEET_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const fail = (kind) => parentPort.postMessage({ ok: false, kind });

function readCsv(buffer, maxRows) {
  const lines = buffer.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows = [];
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    if (rows.length > maxRows) return null;
    const cells = raw.split(/[;,](?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/"/g, '').trim());
    rows.push({ line: i + 1, cells });
  }
  return rows;
}

function countRows(xml) {
  let n = 0;
  let at = xml.indexOf('<row');
  while (at !== -1) {
    const next = xml.charCodeAt(at + 4);
    if (next === 32 || next === 62 || next === 47 || next === 9 || next === 10 || next === 13) n += 1;
    at = xml.indexOf('<row', at + 4);
  }
  return n;
}

/** 'size', 'rows' or 'unreadable' when the archive may not be parsed; null when it may. */
function checkArchive(buffer, entries, maxRows, maxInflatedBytes) {
  let budget = maxInflatedBytes;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50) return 'unreadable';
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const data = buffer.subarray(start, start + entry.compressedSize);
    let inflated;
    if (entry.method === 0) inflated = data;
    else if (entry.method === 8) {
      try {
        inflated = zlib.inflateRawSync(data, {
          maxOutputLength: Math.max(1, Math.min(budget, entry.uncompressedSize)),
        });
      } catch (error) {
        return error instanceof RangeError || (error && error.code === 'ERR_BUFFER_TOO_LARGE') ? 'size' : 'unreadable';
      }
    } else return 'unreadable';
    if (inflated.length !== entry.uncompressedSize) return 'size';
    budget -= inflated.length;
    if (budget < 0) return 'size';
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) && countRows(inflated.toString('latin1')) > maxRows)
      return 'rows';
  }
  return null;
}

async function main() {
  const { content, csv, columns, maxRows, maxInflatedBytes, entries, excelPath } = workerData;
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (csv) {
    const rows = readCsv(buffer, maxRows);
    return rows ? parentPort.postMessage({ ok: true, rows }) : fail('rows');
  }
  const refused = checkArchive(buffer, entries, maxRows, maxInflatedBytes);
  if (refused) return fail(refused);
  const ExcelJS = require(excelPath);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.worksheets[0];
  const rows = [];
  if (sheet)
    sheet.eachRow((row, line) => {
      const cells = [];
      for (let c = 1; c <= columns; c += 1) cells.push(String(row.getCell(c).text ?? '').trim());
      rows.push({ line, cells });
    });
  parentPort.postMessage({ ok: true, rows });
}

main().catch(() => fail('unreadable'));
`;
