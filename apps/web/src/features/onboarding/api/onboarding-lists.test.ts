import { describe, expect, it } from 'vitest';
import { queueList, restrictedList, restrictionLabel } from './onboarding-lists';

const choices = (
  filters: readonly { key: string; languageOptions?: (l: 'pt' | 'en') => unknown }[],
  key: string,
) => filters.find((filter) => filter.key === key)?.languageOptions;

describe('onboarding list choices', () => {
  it('names statuses, risk levels and restrictions in the screen language', () => {
    const queue = queueList('analysis-accounts').filters;
    const risk = choices(queue, 'levelRisk');
    expect(risk?.('en')).toContainEqual({ value: 'NOT_CLASSIFIED', label: 'Not classified' });
    expect(risk?.('pt')).toContainEqual({ value: 'NOT_CLASSIFIED', label: 'Não Classificado' });
    expect(risk?.('en')).toContainEqual({ value: 'LOW', label: 'Low' });

    const statuses = choices(queue, 'status')?.('en') as { label: string }[];
    expect(statuses.length).toBeGreaterThan(0);
    for (const { label } of statuses) expect(label).toMatch(/^[\x20-\x7E]+$/);

    expect(choices(restrictedList.filters, 'restrictedBy')?.('en')).toEqual([
      { value: 'POSITIVE_LIST', label: 'Positive list' },
      { value: 'LOCATION', label: 'Location' },
    ]);
    expect(restrictionLabel('LOCATION', 'pt')).toBe('Localização');
    expect(restrictionLabel(null, 'en')).toBeNull();
  });
});
