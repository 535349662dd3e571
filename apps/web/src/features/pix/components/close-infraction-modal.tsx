import { Button, Group, Modal, Stack } from '@mantine/core';
import { INFRACTION_ANALYSIS_RESULTS } from '@mentor/contract';
import { infractionCloseSchema } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormSelect, FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useCloseInfraction } from '../api/use-close-infraction';

const EMPTY = { analysisDetails: '' };

/** Closes an open infraction: agreed or disagreed, with the analysis details. */
export function CloseInfractionModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const options = useEnumOptions(INFRACTION_ANALYSIS_RESULTS).filter((o) => o.value !== 'WAITING');
  const form = useSchemaForm(infractionCloseSchema, { defaultValues: EMPTY });
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const close = useCloseInfraction({ form, success: t('infractions.closed'), onSuccess: dismiss });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={uuid !== null}
      onClose={dismiss}
      title={t('infractions.closeTitle')}
      centered
    >
      <SchemaForm form={form} onSubmit={(input) => void (uuid && close.run({ uuid, input }))}>
        <Stack>
          <FormSelect
            control={form.control}
            name="analysisResult"
            label={t('fields.analysisResult')}
            data={options}
            withAsterisk
          />
          <FormTextarea
            control={form.control}
            name="analysisDetails"
            label={t('fields.analysisDetails')}
            autosize
            minRows={3}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.back')}
            </Button>
            <Button type="submit" loading={close.isPending}>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
