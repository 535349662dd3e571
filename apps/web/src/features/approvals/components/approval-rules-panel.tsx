import { Button, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApprovalRule } from '@mentor/contract/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyInput } from '../../../shared/ui/inputs';
import { QueryState } from '../../../shared/ui/query-state';
import { useApprovalRules, useChangeApprovalRule } from '../api/use-approval-rules';

function RuleRow({ rule, lang }: { rule: ApprovalRule; lang: 'pt' | 'en' }) {
  const { t } = useTranslation('approvals');
  const [enabled, setEnabled] = useState(rule.enabled);
  const [minCents, setMinCents] = useState<number | null>(rule.min_amount_cents);
  const change = useChangeApprovalRule(t('rules.saved'));
  const label = rule.label[lang];
  const dirty = enabled !== rule.enabled || minCents !== rule.min_amount_cents;
  async function save() {
    const done = await change.run({ action: rule.action, body: { enabled, min_amount_cents: minCents } });
    // Not applied (waiting for approval, or refused): the row shows the rule in force again.
    if (!done) {
      setEnabled(rule.enabled);
      setMinCents(rule.min_amount_cents);
    }
  }
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        <Switch
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          aria-label={t('rules.enabledOf', { rule: label })}
        />
      </Table.Td>
      <Table.Td>
        <CurrencyInput
          value={minCents}
          onChange={setMinCents}
          aria-label={t('rules.minOf', { rule: label })}
          placeholder={t('rules.anyAmount')}
          w={180}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          onClick={() => void save()}
          disabled={!dirty}
          loading={change.isPending}
          aria-label={t('rules.saveOf', { rule: label })}
        >
          {t('rules.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The approval rules: which actions need a second person and from which amount. Tightening a
 * rule applies at once; loosening it becomes a pending change for another administrator.
 */
export function ApprovalRulesPanel() {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const rules = useApprovalRules(true);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('rules.help')}
      </Text>
      <QueryState query={rules} />
      {rules.data ? (
        <Table withTableBorder aria-label={t('rules.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.action')}</Table.Th>
              <Table.Th>{t('rules.enabled')}</Table.Th>
              <Table.Th>{t('rules.min')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('rules.save')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data.map((rule) => (
              <RuleRow
                key={`${rule.action}:${rule.enabled}:${rule.min_amount_cents}`}
                rule={rule}
                lang={lang}
              />
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </>
  );
}
