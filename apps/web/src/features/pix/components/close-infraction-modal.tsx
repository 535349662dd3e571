import { INFRACTION_ANALYSIS_RESULTS } from '@mentor/contract';
import { infractionCloseSchema } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextarea, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useCloseInfraction } from '../api/use-close-infraction';

const EMPTY = { analysisDetails: '' };

/** Closes an open infraction: agreed or disagreed, with the analysis details. */
export function CloseInfractionModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const options = useEnumOptions(INFRACTION_ANALYSIS_RESULTS).filter((o) => o.value !== 'WAITING');
  const form = useSchemaForm(infractionCloseSchema, { defaultValues: EMPTY });
  const dismiss = useFormDismiss(form, onClose);
  const close = useCloseInfraction({ form, success: t('infractions.closed'), onSuccess: dismiss });

  return (
    <FormModal
      form={form}
      opened={uuid !== null}
      title={t('infractions.closeTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => void (uuid && close.run({ uuid, input }))}
      submitLabel={t('actions.close')}
      cancelLabel={t('actions.back')}
      pending={close.isPending}
    >
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
    </FormModal>
  );
}
