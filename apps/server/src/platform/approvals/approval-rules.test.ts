import { describe, expect, it } from 'vitest';
import { needsApproval, parseEnvRules } from './approval-rules.ts';

const rule = (enabled: boolean, min: number | null) => ({
  action: 'project.parameters',
  permission: 'update_project_settings',
  label: { pt: '', en: '' },
  enabled,
  min_amount_cents: min,
});

describe('approval rules', () => {
  it('reads APPROVAL_RULES and refuses unknown actions or malformed entries', () => {
    const rules = parseEnvRules('project.parameters=on:100, project.centralizer_account=off');
    expect(rules.get('project.parameters')).toEqual({ enabled: true, minAmountCents: 100 });
    expect(rules.get('project.centralizer_account')).toEqual({ enabled: false, minAmountCents: null });
    expect(parseEnvRules(undefined).size).toBe(0);
    expect(() => parseEnvRules('merchant.nope=on')).toThrow(/unknown action/);
    expect(() => parseEnvRules('project.parameters=maybe')).toThrow(/cannot read/);
  });

  it('needs approval when on and the amount reaches the threshold, or when there is no amount to compare', () => {
    expect(needsApproval(rule(false, null), 10)).toBe(false);
    expect(needsApproval(rule(true, null), null)).toBe(true);
    expect(needsApproval(rule(true, 500), 499)).toBe(false);
    expect(needsApproval(rule(true, 500), 500)).toBe(true);
    // A rule with a threshold and no amount (a limit cleared to "no limit") is not "nothing to approve".
    expect(needsApproval(rule(true, 500), null)).toBe(true);
    expect(needsApproval(rule(false, 500), null)).toBe(false);
    expect(needsApproval(rule(true, 500), 2n ** 60n)).toBe(true);
  });
});
