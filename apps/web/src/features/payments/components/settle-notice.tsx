import { Stack, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import type { PaymentCutoff } from '@mentor/contract/payments';
import type { TFunction } from 'i18next';

/**
 * What the settle confirmation says before the reason is asked: how many payments, what they add
 * up to, the approval rule of the type and whether this settlement goes to a second person or
 * straight to the bank. The rule adds up what the operator sent today with this selection and
 * asks for approval from its amount on (ADR 0721); `cutoff` is the type's line of the cut-offs
 * answer (undefined while it loads: nothing is said of the rule then).
 */
export function settleNotice(
  t: TFunction,
  count: number,
  totalCents: number,
  cutoff: PaymentCutoff | undefined,
  loaded: boolean,
): string[] {
  const lines = [t('messages.confirmSettle', { count, amount: formatCentsBRL(totalCents) })];
  if (!loaded) return lines;
  const rule = cutoff?.approval;
  if (!rule) return [...lines, t('messages.settleNoRule')];
  if (rule.min_amount_cents === null) return [...lines, t('messages.settleAlwaysApproved')];
  const dayTotal = rule.used_today_cents + totalCents;
  return [
    ...lines,
    t('messages.settleThreshold', {
      amount: formatCentsBRL(rule.min_amount_cents),
      used: formatCentsBRL(rule.used_today_cents),
    }),
    t(dayTotal >= rule.min_amount_cents ? 'messages.settleGoesToApproval' : 'messages.settleGoesToBank', {
      total: formatCentsBRL(dayTotal),
    }),
  ];
}

/** The lines of {@link settleNotice}, one paragraph each. */
export function SettleNotice({ lines }: { lines: string[] }) {
  return (
    <Stack gap={4} data-testid="settle-notice">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
