import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MED_ANALYSIS_RESULTS, MED_REJECTION_REASONS } from '@mentor/contract';
import { refundCloseSchema } from '@mentor/contract/pix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useEnumOptions } from '../../../shared/lib/options';
import { CurrencyInput } from '../../../shared/ui/inputs';
import { useCloseRefund } from '../api/use-refund-actions';

/** Closes an open refund: totally or partially accepted (with the refunded amount) or rejected (with a reason). */
export function CloseRefundModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const close = useCloseRefund();
  const resultOptions = useEnumOptions(MED_ANALYSIS_RESULTS);
  const reasonOptions = useEnumOptions(MED_REJECTION_REASONS);
  const [result, setResult] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [refunded, setRefunded] = useState<number | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const dismiss = () => {
    setResult(null);
    setReason(null);
    setRefunded(null);
    setDetails('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    if (!uuid) return;
    const parsed = refundCloseSchema.safeParse({
      analysisResult: result ?? undefined,
      rejectionReason: result === 'REJECTED' ? (reason ?? undefined) : undefined,
      refundedAmount: result === 'PARTIALLY_ACCEPTED' ? (refunded ?? undefined) : undefined,
      analysisDetails: details,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    close.mutate(
      { uuid, input: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('refunds.closed') });
          dismiss();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={uuid !== null}
      onClose={dismiss}
      title={t('refunds.closeTitle')}
      centered
    >
      <Stack>
        <Select
          label={t('fields.analysisResult')}
          data={resultOptions}
          value={result}
          onChange={setResult}
          error={errors.analysisResult ? t('refunds.resultRequired') : undefined}
          withAsterisk
        />
        {result === 'PARTIALLY_ACCEPTED' ? (
          <CurrencyInput
            label={t('fields.refundedAmount')}
            value={refunded}
            onChange={setRefunded}
            error={errors.refundedAmount}
            withAsterisk
          />
        ) : null}
        {result === 'REJECTED' ? (
          <Select
            label={t('fields.rejectionReason')}
            data={reasonOptions}
            value={reason}
            onChange={setReason}
            error={errors.rejectionReason}
            withAsterisk
          />
        ) : null}
        <Textarea
          label={t('fields.analysisDetails')}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={errors.analysisDetails}
          autosize
          minRows={3}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {t('actions.back')}
          </Button>
          <Button onClick={submit} loading={close.isPending}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
