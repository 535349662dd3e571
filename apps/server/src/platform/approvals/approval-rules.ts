import { APPROVAL_ACTIONS, type ApprovalActionInfo, type ApprovalRule } from '@mentor/contract/approvals';
import type { Database } from '../../db/database.ts';
import { findRuleOverride, findRuleOverrides } from './approvals-repository.ts';

/** A rule set through the environment: `APPROVAL_RULES=action=on|off[:minCents],...`. */
export interface EnvRule {
  enabled: boolean;
  minAmountCents: number | null;
}

/** Parses `APPROVAL_RULES`; unknown actions and malformed entries are refused at start-up. */
export function parseEnvRules(text: string | undefined): Map<string, EnvRule> {
  const rules = new Map<string, EnvRule>();
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([\w.-]+)=(on|off)(?::(\d+))?$/.exec(part);
    if (!match?.[1] || !match[2]) throw new Error(`APPROVAL_RULES: cannot read '${part}'`);
    if (!APPROVAL_ACTIONS.some((a) => a.action === match[1]))
      throw new Error(`APPROVAL_RULES: unknown action '${match[1]}'`);
    rules.set(match[1], {
      enabled: match[2] === 'on',
      minAmountCents: match[3] === undefined ? null : Number(match[3]),
    });
  }
  return rules;
}

function toRule(info: ApprovalActionInfo, enabled: boolean, minAmountCents: number | null): ApprovalRule {
  return {
    action: info.action,
    permission: info.permission,
    label: { ...info.label },
    enabled,
    min_amount_cents: minAmountCents,
    window: info.window ?? null,
  };
}

/** The rule in force: the settings screen's override, else the environment, else the default. */
export async function ruleFor(
  db: Database,
  envRules: Map<string, EnvRule>,
  info: ApprovalActionInfo,
): Promise<ApprovalRule> {
  const stored = await findRuleOverride(db, info.action);
  if (stored) return toRule(info, stored.enabled, stored.min_amount_cents);
  const fromEnv = envRules.get(info.action);
  if (fromEnv) return toRule(info, fromEnv.enabled, fromEnv.minAmountCents);
  return toRule(info, info.enabled, info.minAmountCents);
}

export async function allRules(db: Database, envRules: Map<string, EnvRule>): Promise<ApprovalRule[]> {
  const stored = new Map((await findRuleOverrides(db)).map((r) => [r.action, r]));
  return APPROVAL_ACTIONS.map((info) => {
    const override = stored.get(info.action);
    if (override) return toRule(info, override.enabled, override.min_amount_cents);
    const fromEnv = envRules.get(info.action);
    if (fromEnv) return toRule(info, fromEnv.enabled, fromEnv.minAmountCents);
    return toRule(info, info.enabled, info.minAmountCents);
  });
}

/**
 * Whether a call with this amount needs approval under the rule. A rule with a threshold and no
 * amount to compare (a limit cleared to "no limit", an amount the server could not read) needs
 * approval: a missing amount never means "nothing to approve" (ADR 0723).
 */
export function needsApproval(rule: ApprovalRule, amountCents: number | bigint | null): boolean {
  if (!rule.enabled) return false;
  if (rule.min_amount_cents === null) return true;
  if (amountCents === null) return true;
  return BigInt(amountCents) >= BigInt(rule.min_amount_cents);
}
