import { describe, expect, it } from 'vitest';
import { exportBaseName } from './exports-service.ts';

describe('export file names', () => {
  it('carry the day of the request in São Paulo, not the UTC day', () => {
    // 22:30 in Brasília on 24 November is already 25 November in UTC.
    expect(exportBaseName('transacoes', {}, new Date('2026-11-25T01:30:00Z'))).toBe('transacoes-2026-11-24');
    expect(exportBaseName('transacoes', {}, new Date('2026-11-25T03:00:00Z'))).toBe('transacoes-2026-11-25');
  });

  it("leave a name built from the request's parameters as the definition builds it", () => {
    expect(
      exportBaseName(
        (p: { start: string }) => `dashboard-tpv-${p.start}`,
        { start: '2026-11-01' },
        new Date(),
      ),
    ).toBe('dashboard-tpv-2026-11-01');
  });
});
