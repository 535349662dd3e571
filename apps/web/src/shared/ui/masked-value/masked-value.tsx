import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { isMaskedValue } from '@mentor/contract/privacy';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../lib/api';
import { useHasPermission } from '../../lib/auth/session-context';
import { EyeIcon } from '../icons/icons';
import { useReveal } from './use-reveal';

export interface MaskedValueProps {
  /** The value as the API sent it: masked (with •) for staff without reveal_personal_data. */
  value: string | null | undefined;
  /** What the value is, for the eye button's screen-reader label ('CPF', 'E-mail'). */
  label: string;
  /** Where the clear value comes from: the record's history context, id and field. */
  tableContext: string;
  recordId: string | number;
  field: string;
  projectId?: number;
  /** A value of one history entry of the record: its id and side (`field` is then a path in it). */
  historyId?: number;
  /** A value of one change of the approvals inbox: its id and side (`field` a path in it). */
  approvalId?: number;
  side?: 'before' | 'after';
  /** Formats the clear value once revealed (e.g. maskCpfCnpj). */
  format?: (clear: string) => string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * A personal value shown masked, with an eye button that reveals it (one logged call) for staff
 * who hold reveal_personal_data. Values that came in clear are just formatted.
 */
export function MaskedValue({
  value,
  label,
  tableContext,
  recordId,
  field,
  projectId,
  historyId,
  approvalId,
  side,
  format = (v) => v,
  size = 'sm',
}: MaskedValueProps): ReactNode {
  const { t } = useTranslation('kit');
  const mayReveal = useHasPermission('reveal_personal_data');
  const reveal = useReveal();
  const [clear, setClear] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (value === null || value === undefined || value === '') return <Text size={size}>—</Text>;
  if (!isMaskedValue(value)) return <Text size={size}>{format(value)}</Text>;
  if (clear !== null)
    return (
      <Text size={size} aria-label={t('masked.revealed', { label })}>
        {format(clear)}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Text size={size} aria-label={t('masked.hidden', { label })}>
        {value}
      </Text>
      {mayReveal ? (
        <Tooltip label={failed ?? t('masked.reveal', { label })}>
          <ActionIcon
            variant="subtle"
            size="sm"
            loading={reveal.isPending}
            aria-label={t('masked.reveal', { label })}
            onClick={() => {
              setFailed(null);
              reveal.mutate(
                {
                  table_context: tableContext,
                  record_id: String(recordId),
                  field,
                  ...(projectId === undefined ? {} : { project_id: projectId }),
                  ...(historyId === undefined ? {} : { history_id: historyId, side: side ?? 'after' }),
                  ...(approvalId === undefined ? {} : { approval_id: approvalId, side: side ?? 'after' }),
                },
                {
                  onSuccess: (res) => setClear(res.value ?? ''),
                  onError: (error) => setFailed(errorView(error).message || t('masked.failed')),
                },
              );
            }}
          >
            <EyeIcon size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
