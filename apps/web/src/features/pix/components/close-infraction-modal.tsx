import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INFRACTION_ANALYSIS_RESULTS } from '@mentor/contract';
import { infractionCloseSchema } from '@mentor/contract/pix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useEnumOptions } from '../../../shared/lib/options';
import { useCloseInfraction } from '../api/use-close-infraction';

/** Closes an open infraction: agreed or disagreed, with the analysis details. */
export function CloseInfractionModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const close = useCloseInfraction();
  const options = useEnumOptions(INFRACTION_ANALYSIS_RESULTS).filter((o) => o.value !== 'WAITING');
  const [result, setResult] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setResult(null);
    setDetails('');
    setErrors({});
    close.reset();
  };
  const dismiss = () => {
    reset();
    onClose();
  };

  const submit = () => {
    if (!uuid) return;
    const parsed = infractionCloseSchema.safeParse({
      analysisResult: result ?? undefined,
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
          notifications.show({ color: 'green', message: t('infractions.closed') });
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
      title={t('infractions.closeTitle')}
      centered
    >
      <Stack>
        <Select
          label={t('fields.analysisResult')}
          data={options}
          value={result}
          onChange={setResult}
          error={errors.analysisResult ? t('infractions.resultRequired') : undefined}
          withAsterisk
        />
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
