import { describe, expect, it } from 'vitest';
import { storedUploadName, UPLOAD_NAME_MAX } from './upload-name.ts';

describe('stored upload names', () => {
  it('keeps the last path segment only', () => {
    expect(storedUploadName('../../etc/passwd')).toBe('passwd');
    expect(storedUploadName('C:\\Users\\ana\\lista.xlsx')).toBe('lista.xlsx');
  });

  it('drops control and direction characters and replaces reserved ones', () => {
    expect(storedUploadName('a\u0007b\tc\u0085.csv')).toBe('abc.csv');
    expect(storedUploadName('fatura\u202egpj.exe')).toBe('faturagpj.exe');
    expect(storedUploadName('nota<1>:"x"|?*.pdf')).toBe('nota_1___x____.pdf');
  });

  it('trims dots and spaces, guards device names and falls back when nothing is left', () => {
    expect(storedUploadName('  ..oculto  ')).toBe('arquivo.oculto');
    expect(storedUploadName('  .a.b.  ')).toBe('a.b');
    expect(storedUploadName('con.pdf')).toBe('_con.pdf');
    expect(storedUploadName('...', 'documento')).toBe('documento');
    expect(storedUploadName('/.png', 'documento')).toBe('documento.png');
  });

  it('caps the length and keeps the extension', () => {
    const name = storedUploadName(`${'á'.repeat(300)}.xlsx`);
    expect(Array.from(name)).toHaveLength(UPLOAD_NAME_MAX);
    expect(name.endsWith('.xlsx')).toBe(true);
    expect(storedUploadName('relatório final.PDF')).toBe('relatório final.PDF');
  });
});
