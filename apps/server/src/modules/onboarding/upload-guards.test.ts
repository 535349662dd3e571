import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call } from '../../../test/test-support.ts';
import {
  SPREADSHEET_LIMITS,
  SPREADSHEET_RETRY_AFTER_SECONDS,
  spreadsheetSlots,
} from '../../http/spreadsheet-import.ts';
import { documentPng } from '../../seed/onboarding-seed.ts';
import { PIX_WHITE_LABELS } from '../../seed/pix-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const WL = PIX_WHITE_LABELS[2].uuid;
const importUrl = `/api/v1/onboarding/positive-list/${WL}/imports`;

/** A zip of one entry whose central directory declares `declared` inflated bytes. */
function zipOf(name: string, plain: Buffer, declared = plain.length): Buffer {
  const data = deflateRawSync(plain, { level: 9 });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

async function listWorkbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('lista');
  sheet.addRow(['documento', 'nome']);
  for (let i = 0; i < rows; i += 1) sheet.addRow([String(10_000_000_000 + i), `Cliente ${i}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (fileName: string, content: Buffer) =>
  call(ctx, 'comercial.admin', 'POST', importUrl, {
    body: { fileName, fileBase64: content.toString('base64') },
  });

describe('spreadsheet imports refuse zip bombs before inflating them', () => {
  it('refuses a small file that inflates to 200 MB at once, naming the limit', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(400 * 1024);
    // Judged from the central directory: nothing is inflated.
    const res = await upload('lista.xlsx', bomb);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('A planilha descompactada passa de 32 MB: divida-a em partes.');
    expect(res.json().detail).toContain('32 MB');
    expect(res.json().errors.file).toHaveLength(1);
  });

  it('refuses an archive that declares a small size but inflates to more', async () => {
    const liar = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024, 0x20), 1024);
    const res = await upload('lista.xlsx', liar);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('A planilha descompactada passa de 32 MB: divida-a em partes.');
  });

  it('refuses more than 10,000 rows, counted before the workbook is parsed', async () => {
    const xml = `<worksheet><sheetData>${'<row r="1"><c t="inlineStr"><is><t>1</t></is></c></row>'.repeat(10_002)}</sheetData></worksheet>`;
    const res = await upload('lista.xlsx', zipOf('xl/worksheets/sheet1.xml', Buffer.from(xml)));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('O arquivo tem mais de 10.000 linhas: divida-o em partes.');
  });

  it('keeps answering while a file is read, and caps the files read at once', async () => {
    expect(SPREADSHEET_LIMITS.maxInflatedBytes).toBe(32 * 1024 * 1024);
    const file = await listWorkbook(4000);
    const previous = spreadsheetSlots.limit;
    spreadsheetSlots.limit = 1;
    try {
      const first = upload('lista.xlsx', file);
      // The event loop is free while the first file is read: a second call is answered at once.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const second = await upload('lista.xlsx', file);
      expect(second.statusCode, second.body).toBe(503);
      expect(second.json().message).toContain('Tente de novo em alguns segundos');
      expect(second.headers['retry-after']).toBe(String(SPREADSHEET_RETRY_AFTER_SECONDS));
      const done = await first;
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().accepted + done.json().refused).toBe(4000);
    } finally {
      spreadsheetSlots.limit = previous;
    }
    expect(spreadsheetSlots.busy).toBe(0);
  });
});

describe('uploaded file names', () => {
  it('stores the positive-list file name without path, control or reserved characters', async () => {
    const res = await upload(
      '..\\..\\tmp/lista<1>\u0007\u202e.csv',
      Buffer.from('documento;nome\n52998224725;Maria\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('lista_1_.csv');
    const stored = await ctx.handle.db
      .selectFrom('positive_list_import')
      .select('file_name')
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(stored.file_name).toBe('lista_1_.csv');
  });
});

describe('pre-account document upload', () => {
  async function account(): Promise<string> {
    const row = await ctx.handle.db
      .selectFrom('pre_account')
      .select('uuid')
      .where('status', '=', 'IN_ANALYSIS_BACKOFFICE')
      .orderBy('date_register', 'desc')
      .executeTakeFirstOrThrow();
    return row.uuid;
  }
  const uploadUrl = (id: string) => `/gateway/spe-n-open-account-upload/v1/upload/${id}`;

  it('answers 403 to a caller without the permission, whatever the file', async () => {
    const id = await account();
    for (const body of [
      { documentType: 'SELFIE', fileName: 'a.png', mimeType: 'image/png', fileBase64: 'bm90IGFuIGltYWdl' },
      { documentType: 'SELFIE', fileName: 'a.gif', mimeType: 'image/gif', fileBase64: 'bm90' },
      {
        documentType: 'SELFIE',
        fileName: 'a.png',
        mimeType: 'image/png',
        fileBase64: documentPng(7).toString('base64'),
      },
    ]) {
      const res = await call(ctx, 'logistica.admin', 'PUT', uploadUrl(id), { body });
      expect(res.statusCode, res.body).toBe(403);
    }
  });

  it('stores a sanitised name, extension kept', async () => {
    const id = await account();
    const res = await call(ctx, 'comercial.admin', 'PUT', uploadUrl(id), {
      body: {
        documentType: 'SELFIE',
        fileName: `../../etc/${'x'.repeat(180)}\u0007.png`,
        mimeType: 'image/png',
        fileBase64: documentPng(9).toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await ctx.handle.db
      .selectFrom('pre_account_document')
      .select('file_name')
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(stored.file_name).toBe(`${'x'.repeat(116)}.png`);
  });
});
