import { Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MED_REFUND_REASONS } from '@mentor/contract';
import { type Refund, refundCreateSchema } from '@mentor/contract/pix';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../shared/lib/api';
import { useEnumOptions } from '../../../shared/lib/options';
import { CurrencyInput } from '../../../shared/ui/inputs';
import { useCreateRefund } from '../api/use-refund-actions';

function serverFieldErrors(error: unknown): Record<string, string> {
  if (
    !isApiError(error) ||
    typeof error.data !== 'object' ||
    error.data === null ||
    !('errors' in error.data)
  )
    return {};
  const errors: unknown = error.data.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

/** A refund request for a Pix movement, by its end-to-end id; optionally tied to an infraction. */
export function RefundCreateForm({
  initialEndToEndId,
  infractionUuid,
  onCreated,
}: {
  initialEndToEndId: string;
  infractionUuid: string | null;
  onCreated: (refund: Refund) => void;
}) {
  const { t } = useTranslation('pix');
  const create = useCreateRefund();
  const reasons = useEnumOptions(MED_REFUND_REASONS);
  const [endToEndId, setEndToEndId] = useState(initialEndToEndId);
  const [reason, setReason] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = refundCreateSchema.safeParse({
      endToEndId,
      refundReason: reason ?? undefined,
      amount: amount ?? undefined,
      refundDetails: details,
      infractionReportUuid: infractionUuid ?? undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (refund) => {
        notifications.show({ color: 'green', message: t('refunds.created') });
        onCreated(refund);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.endToEndId')}
          value={endToEndId}
          onChange={(event) => setEndToEndId(event.currentTarget.value)}
          error={errors.endToEndId}
          withAsterisk
        />
        <Select
          label={t('fields.refundReason')}
          data={reasons}
          value={reason}
          onChange={setReason}
          error={errors.refundReason ? t('refunds.reasonRequired') : undefined}
          withAsterisk
        />
        <CurrencyInput
          label={t('fields.amount')}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          withAsterisk
        />
        <Textarea
          label={t('fields.refundDetails')}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={errors.refundDetails}
          autosize
          minRows={3}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('refunds.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
