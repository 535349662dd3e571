import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['pt-BR', 'en'] as const;
/** Plural forms differ by language (Portuguese has a 'many' form): keys are compared without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(language: string): string[] {
  return readdirSync(path.join(here, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function read(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(here, language, file), 'utf8'));
}

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('en')).toEqual(namespaces('pt-BR'));
  });

  for (const file of namespaces('pt-BR')) {
    it(`${file} has the same keys in pt-BR and en`, () => {
      const [pt, en] = LANGUAGES.map((language) =>
        [...new Set(keysOf(read(language, file)).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort(),
      );
      expect(en).toEqual(pt);
    });
  }
});
