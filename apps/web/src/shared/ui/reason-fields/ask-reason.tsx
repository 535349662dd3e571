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
  comment: string | undefined;
  onDone: (reason: ReasonInput | null) => void;
}

function ReasonForm({ message, confirmLabel, danger, codes, comment, onDone }: ReasonFormProps) {
  const { t } = useTranslation('kit');
  const [value, setValue] = useState<ReasonValue>({ reason_code: null, reason_comment: comment ?? '' });
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
        <ReasonFields
          value={value}
          onChange={setValue}
          errors={errors}
          withoutComment={comment !== undefined}
          {...(codes ? { codes } : {})}
        />
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
  /**
   * The comment the operator already wrote in the form (a block's description): the dialog then
   * asks only for the reason code, so the reason is never asked twice.
   */
  comment?: string;
}

/** Dialogs open now, by title and message: asking again while one is open joins it. */
const open = new Map<string, Promise<ReasonInput | null>>();

/**
 * Confirms a sensitive action asking for its reason code and comment (validated as the server
 * does). Resolves with the reason, or null when cancelled. Asked again while the same dialog is
 * open (a double click on the action), it answers that dialog's reason: one dialog, one action.
 */
export function askReason(options: AskReasonOptions): Promise<ReasonInput | null> {
  const id = `${options.title}\u0000${typeof options.message === 'string' ? options.message : ''}`;
  const asked = open.get(id);
  if (asked) return asked;
  const answer = openReasonDialog(options).finally(() => open.delete(id));
  open.set(id, answer);
  return answer;
}

function openReasonDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  codes,
  comment,
}: AskReasonOptions) {
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
          comment={comment}
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
