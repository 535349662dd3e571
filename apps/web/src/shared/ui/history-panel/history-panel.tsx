import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { HistoryEntry } from '@mentor/contract/platform';
import { REASON_CODES } from '@mentor/contract/privacy';
import { recordField } from '@mentor/contract/record-fields';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../lib/api';
import { FieldDiff } from '../field-diff';
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

function EntryDiff({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation('kit');
  if (entry.action === 'REVEAL') {
    const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
    const field = (entry.after as { field?: string } | null)?.field ?? '';
    return (
      <Text size="sm">
        {t('history.revealed', { field: recordField(entry.table_context, field, lang).label })}
      </Text>
    );
  }
  return (
    <FieldDiff
      context={entry.table_context}
      before={entry.before}
      after={entry.after}
      label={t('history.diff')}
      reveal={{ tableContext: entry.table_context, recordId: entry.record_id, historyId: entry.id }}
      changed={entry.changed_fields}
    />
  );
}

/**
 * The record's change history any detail screen drops in: who, when, why (reason code and
 * comment), who approved it (four eyes), and the changed fields before and after (the kit's
 * FieldDiff); reveals of personal data are listed too.
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
      {history.error ? <Alert color="red">{errorView(history.error).message}</Alert> : null}
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
