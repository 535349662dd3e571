import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { useCancelInfraction } from '../api/use-cancel-infraction';

/** The close dialog target and a confirmed cancel, shared by the infraction list and detail. */
export function useInfractionActions() {
  const { t } = useTranslation('pix');
  const cancel = useCancelInfraction();
  const [closing, setClosing] = useState<string | null>(null);
  const askCancel = async (uuid: string) => {
    const confirmed = await confirmAction({
      title: t('infractions.cancelTitle'),
      message: t('infractions.cancelConfirm'),
      confirmLabel: t('actions.cancelRecord'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (!confirmed) return;
    cancel.mutate(uuid, {
      onSuccess: () => notifications.show({ color: 'green', message: t('infractions.cancelled') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };
  return { closing, setClosing, askCancel, cancelling: cancel.isPending };
}
