import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { parseReason, type ReasonCode, type ReasonInput } from '@mentor/contract/privacy';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonFields, type ReasonValue } from './reason-fields';

interface ReasonFormProps {
  message: ReactNode;
  confirmLabel: string;
  danger: boolean;
  codes: readonly ReasonCode[] | undefined;
  onDone: (reason: ReasonInput | null) => void;
}

function ReasonForm({ message, confirmLabel, danger, codes, onDone }: ReasonFormProps) {
  const { t } = useTranslation('kit');
  const [value, setValue] = useState<ReasonValue>({ reason_code: null, reason_comment: '' });
  const [errors, setErrors] = useState<Partial<Record<'reason_code' | 'reason_comment', string>>>({});
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseReason(value, codes);
        if (!parsed.ok) {
          setErrors({
            reason_code: parsed.errors.reason_code?.[0],
            reason_comment: parsed.errors.reason_comment?.[0],
          });
          return;
        }
        onDone(parsed.value);
      }}
    >
      <Stack>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <ReasonFields value={value} onChange={setValue} errors={errors} {...(codes ? { codes } : {})} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface AskReasonOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  codes?: readonly ReasonCode[];
}

/**
 * Confirms a sensitive action asking for its reason code and comment (validated as the server
 * does). Resolves with the reason, or null when cancelled.
 */
export function askReason({ title, message, confirmLabel, danger = false, codes }: AskReasonOptions) {
  return new Promise<ReasonInput | null>((resolve) => {
    let settled = false;
    const id = modals.open({
      title,
      centered: true,
      onClose: () => {
        if (!settled) resolve(null);
        settled = true;
      },
      children: (
        <ReasonForm
          message={message}
          confirmLabel={confirmLabel}
          danger={danger}
          codes={codes}
          onDone={(reason) => {
            settled = true;
            resolve(reason);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
