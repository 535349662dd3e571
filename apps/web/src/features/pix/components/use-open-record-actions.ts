import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { useShowError } from '../../../shared/ui/error-feedback';
import { useCancelInfraction } from '../api/use-cancel-infraction';
import { useCancelRefund } from '../api/use-refund-actions';

/**
 * What an open infraction or refund offers on its list and its detail: the target of the close
 * dialog, and a cancel asked for confirmation, told by a toast.
 */
function useOpenRecordActions(
  texts: 'infractions' | 'refunds',
  cancel: UseMutationResult<unknown, Error, string>,
) {
  const { t } = useTranslation('pix');
  const showError = useShowError();
  const [closing, setClosing] = useState<string | null>(null);
  const askCancel = async (uuid: string) => {
    const confirmed = await confirmAction({
      title: t(`${texts}.cancelTitle`),
      message: t(`${texts}.cancelConfirm`),
      confirmLabel: t('actions.cancelRecord'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (!confirmed) return;
    cancel.mutate(uuid, {
      onSuccess: () => notifications.show({ color: 'green', message: t(`${texts}.cancelled`) }),
      onError: (error) => showError(error),
    });
  };
  return { closing, setClosing, askCancel, cancelling: cancel.isPending };
}

export function useInfractionActions() {
  return useOpenRecordActions('infractions', useCancelInfraction());
}

export function useRefundActions() {
  return useOpenRecordActions('refunds', useCancelRefund());
}
