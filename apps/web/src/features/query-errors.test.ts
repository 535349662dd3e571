import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A query that failed is shown with the server's message and 'Tentar novamente' (the kit's
 * `QueryState` or `QueryError`), never as a bare alert the operator can only reload the page from.
 */
const SRC_DIR = path.resolve(import.meta.dirname, '..');
const BARE_ALERT = /<Alert\b[^>]*>\s*\{errorView\(\w+\.error\)\.message\}\s*<\/Alert>/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Query failures shown in a bare alert, as 'file:line'. */
export function bareQueryErrors(text: string, file: string): string[] {
  return [...text.matchAll(BARE_ALERT)].map(
    (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
  );
}

describe('query failures', () => {
  it('every screen offers a retry when a query fails', () => {
    const found = ['features', 'app'].flatMap((dir) =>
      sourceFiles(path.join(SRC_DIR, dir)).flatMap((file) =>
        bareQueryErrors(readFileSync(file, 'utf8'), path.relative(SRC_DIR, file)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a query error shown in a bare alert', () => {
    const text = [
      '<Stack>',
      '  {rates.error ? <Alert color="red">{errorView(rates.error).message}</Alert> : null}',
      '  <QueryError query={mdr} />',
      '  if (detail.isError) return <Alert color="red">',
      '    {errorView(detail.error).message}',
      '  </Alert>;',
      '</Stack>',
    ].join('\n');
    expect(bareQueryErrors(text, 'page.tsx')).toEqual(['page.tsx:2', 'page.tsx:4']);
  });
});
