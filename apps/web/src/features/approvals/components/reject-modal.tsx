import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { approvalRejectBodySchema, REJECTION_REASON_MAX } from '@mentor/contract/approvals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RejectModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks why a change is rejected (required, up to 500 characters). */
export function RejectModal({ opened, busy, onClose, onReject }: RejectModalProps) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = approvalRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('rejectTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            required
            maxLength={REJECTION_REASON_MAX}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
