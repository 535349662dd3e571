import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DECLARED_AREAS } from '@mentor/contract/endpoints';
import { describe, expect, it } from 'vitest';

/**
 * A feature whose area declares its operations in the contract calls them only through the typed
 * client (`api.call(<area>.<operation>, …)`): no URL, no raw API client, no hand-set `otp` flag.
 */
const FEATURES_DIR = import.meta.dirname;
const RAW_CALL = /\b(?:mainApi|backofficeApi)\b|['"`]\/(?:spe-|v1\/|api\/|gateway\/)|\botp\s*:/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Lines of the files that call the API without a declaration. */
function rawCalls(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (RAW_CALL.test(line) ? [`${path.relative(dir, file)}:${i + 1}`] : [])),
  );
}

describe('declared calls', () => {
  it.each(DECLARED_AREAS.filter((area) => existsSync(path.join(FEATURES_DIR, area))))(
    '%s calls the API only through its declarations',
    (area) => {
      expect(rawCalls(path.join(FEATURES_DIR, area))).toEqual([]);
    },
  );

  it('finds a hand-written URL, a raw client and an otp flag', () => {
    const line = (text: string) => RAW_CALL.test(text);
    expect(line("backofficeApi.get('/spe-view-n-pix/v1/refund')")).toBe(true);
    expect(line('mainApi.post(`/v1/project/1`, body)')).toBe(true);
    expect(line('request(url, { otp: true })')).toBe(true);
    expect(line('api.call(pix.listRefunds, { query, signal })')).toBe(false);
  });
});
