import { INFRACTION_ANALYSIS_RESULTS } from '@mentor/contract';
import { infractionCloseSchema } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useCloseInfraction } from '../api/use-close-infraction';
import { CloseRecordModal } from './close-record-modal';

const EMPTY = { analysisDetails: '' };

/** Closes an open infraction: agreed or disagreed, with the analysis details. */
export function CloseInfractionModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const options = useEnumOptions(INFRACTION_ANALYSIS_RESULTS).filter((o) => o.value !== 'WAITING');
  const form = useSchemaForm(infractionCloseSchema, { defaultValues: EMPTY });
  const dismiss = useFormDismiss(form, onClose);
  const close = useCloseInfraction({ form, success: t('infractions.closed'), onSuccess: dismiss });

  return (
    <CloseRecordModal
      uuid={uuid}
      form={form}
      title={t('infractions.closeTitle')}
      results={options}
      onDismiss={dismiss}
      close={close}
    />
  );
}
