import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import type { ConfirmedMutation, ConfirmedMutationUi } from '../../../shared/ui/form';
import { useCancelInfraction } from '../api/use-cancel-infraction';
import { useCancelRefund } from '../api/use-refund-actions';

/**
 * What an open infraction or refund offers on its list and its detail: the target of the close
 * dialog, and a cancel asked for confirmation, told by a toast.
 */
function useOpenRecordActions(
  texts: 'infractions' | 'refunds',
  useCancel: (ui: ConfirmedMutationUi<unknown, string>) => ConfirmedMutation<unknown, string>,
) {
  const { t } = useTranslation('pix');
  const cancel = useCancel({ success: t(`${texts}.cancelled`) });
  const [closing, setClosing] = useState<string | null>(null);
  const askCancel = async (uuid: string) => {
    const confirmed = await confirmAction({
      title: t(`${texts}.cancelTitle`),
      message: t(`${texts}.cancelConfirm`),
      confirmLabel: t('actions.cancelRecord'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (confirmed) await cancel.run(uuid);
  };
  return { closing, setClosing, askCancel, cancelling: cancel.isPending };
}

export function useInfractionActions() {
  return useOpenRecordActions('infractions', useCancelInfraction);
}

export function useRefundActions() {
  return useOpenRecordActions('refunds', useCancelRefund);
}
