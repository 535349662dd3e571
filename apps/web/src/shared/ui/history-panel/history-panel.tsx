import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { HistoryEntry } from '@mentor/contract/platform';
import { isMaskedValue, REASON_CODES } from '@mentor/contract/privacy';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { MaskedValue } from '../masked-value';
import { diffFields, showValue } from './history-diff';
import { useRecordHistory } from './use-history';

export interface HistoryPanelProps {
  /** Audit table context, e.g. 'project', 'spread_mdr', 'project_user'. */
  context: string;
  recordId: string;
  title?: string;
}

const ACTION_COLORS: Record<HistoryEntry['action'], string> = {
  CREATE: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
  REVEAL: 'grape',
};

/**
 * One before or after value: personal data comes masked, with the logged reveal of that history
 * value for staff who hold reveal_personal_data.
 */
function EntryValue({
  entry,
  field,
  side,
  value,
}: {
  entry: HistoryEntry;
  field: string;
  side: 'before' | 'after';
  value: unknown;
}) {
  const { t } = useTranslation('kit');
  if (!isMaskedValue(value)) return <>{showValue(value)}</>;
  return (
    <MaskedValue
      value={value as string}
      label={`${field} (${t(`history.${side}`)})`}
      tableContext={entry.table_context}
      recordId={entry.record_id}
      field={field}
      historyId={entry.id}
      side={side}
    />
  );
}

function EntryDiff({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('kit');
  if (entry.action === 'REVEAL') {
    const field = (entry.after as { field?: string } | null)?.field ?? '';
    return <Text size="sm">{t('history.revealed', { field })}</Text>;
  }
  const rows = diffFields(entry.before, entry.after);
  if (rows.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={t('history.diff')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.field')}</Table.Th>
          <Table.Th>{t('history.before')}</Table.Th>
          <Table.Th>{t('history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.field}
            data-changed={row.changed || undefined}
            bg={row.changed ? 'var(--mantine-color-yellow-light)' : undefined}
          >
            <Table.Td fw={row.changed ? 600 : undefined}>
              {row.field}
              {row.changed ? <VisuallyHidden> ({t('history.changed')})</VisuallyHidden> : null}
            </Table.Td>
            <Table.Td td={row.changed ? 'line-through' : undefined}>
              <EntryValue entry={entry} field={row.field} side="before" value={row.before} />
            </Table.Td>
            <Table.Td fw={row.changed ? 600 : undefined}>
              <EntryValue entry={entry} field={row.field} side="after" value={row.after} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The record's change history any detail screen drops in: who, when, why (reason code and
 * comment), who approved it (four eyes), and a before/after diff per field with the changed
 * fields highlighted; reveals of personal data are listed too.
 */
export function HistoryPanel({ context, recordId, title }: HistoryPanelProps) {
  const { t, i18n } = useTranslation('kit');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const history = useRecordHistory(context, recordId);
  const heading = title ?? t('history.title');
  return (
    <Stack gap="xs" aria-label={heading} role="region">
      <Title order={5}>{heading}</Title>
      {history.isLoading ? <Loader size="sm" aria-label={t('history.loading')} /> : null}
      {history.error ? <Alert color="red">{errorMessage(history.error)}</Alert> : null}
      {history.data && history.data.data.length === 0 ? <Text c="dimmed">{t('history.empty')}</Text> : null}
      {history.data?.data.map((entry) => (
        <Paper key={entry.id} withBorder p="xs" data-testid="history-entry">
          <Group gap="xs" mb={4} wrap="wrap">
            <Badge color={ACTION_COLORS[entry.action]} variant="light">
              {t(`history.actions.${entry.action}`)}
            </Badge>
            <Text size="sm" fw={500}>
              {entry.actor_name ?? entry.actor}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.occurred_at)}
            </Text>
            {entry.approved_by ? (
              <Text size="sm">
                {t('history.approvedBy', { name: entry.approved_by_name ?? entry.approved_by })}
              </Text>
            ) : null}
          </Group>
          {entry.reason_code ? (
            <Text size="sm" mb={4}>
              {t('history.reason')}: {REASON_CODES.label(entry.reason_code, lang)}
              {entry.reason_comment ? ` — ${entry.reason_comment}` : ''}
            </Text>
          ) : null}
          <EntryDiff entry={entry} />
        </Paper>
      ))}
    </Stack>
  );
}
