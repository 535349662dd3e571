import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { useCancelRefund } from '../api/use-refund-actions';

/** The close dialog target and a confirmed cancel, shared by the MED list and detail. */
export function useRefundActionsUi() {
  const { t } = useTranslation('pix');
  const cancel = useCancelRefund();
  const [closing, setClosing] = useState<string | null>(null);
  const askCancel = async (uuid: string) => {
    const confirmed = await confirmAction({
      title: t('refunds.cancelTitle'),
      message: t('refunds.cancelConfirm'),
      confirmLabel: t('actions.cancelRecord'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (!confirmed) return;
    cancel.mutate(uuid, {
      onSuccess: () => notifications.show({ color: 'green', message: t('refunds.cancelled') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };
  return { closing, setClosing, askCancel };
}
