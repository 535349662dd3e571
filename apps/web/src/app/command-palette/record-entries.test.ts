import type { SearchResult } from '@mentor/contract/search';
import { describe, expect, it } from 'vitest';
import { recordEntries } from './record-entries';

const result = (over: Partial<SearchResult>): SearchResult => ({
  kind: 'merchant',
  key: '42',
  matched: 'id',
  label: null,
  holder: null,
  document: null,
  amount: null,
  project_id: 1,
  project_name: 'Projeto Um',
  ...over,
});

const label = (kind: string) => ({ merchant: 'Lojista', account: 'Conta' })[kind] ?? kind;

describe('recordEntries', () => {
  it("names an onboarding account by its holder and opens the account's screen", () => {
    const [entry] = recordEntries(
      [
        result({
          kind: 'account',
          key: '0b6f3c1e-7d0a-4c55-9f4e-2f1a9f6c1d10',
          matched: 'document',
          label: 'Banco Parceiro',
          holder: 'Maria da Silva',
          document: '•••.456.789-••',
        }),
      ],
      'pt',
      label,
    );
    expect(entry?.title).toBe('Conta Maria da Silva');
    expect(entry?.href).toBe('/onboarding/0b6f3c1e-7d0a-4c55-9f4e-2f1a9f6c1d10');
    expect(entry?.detail).toBe('Banco Parceiro · •••.456.789-•• · Projeto Um');
  });

  it('names other records by kind and key, with their holder in the detail', () => {
    const [entry] = recordEntries([result({ label: 'Loja', holder: 'Dono' })], 'pt', label);
    expect(entry?.title).toBe('Lojista 42');
    expect(entry?.detail).toBe('Loja · Dono · Projeto Um');
  });
});
