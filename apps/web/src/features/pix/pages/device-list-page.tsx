import { notifications } from '@mantine/notifications';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { Device } from '@mentor/contract/pix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import type { Column } from '../../../shared/ui/data-table';
import { useShowError } from '../../../shared/ui/error-feedback';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { StatusChip } from '../../../shared/ui/status-chip';
import { deviceList } from '../api/pix-lists';
import { useDecideDevice } from '../api/use-decide-device';
import { SmsOutboxPanel } from '../components/sms-outbox-panel';

const AuthorizeDeviceModal = onDemand(
  () => import('../components/authorize-device-modal').then((m) => m.AuthorizeDeviceModal),
  (props) => props.device !== null,
);

/** Pix devices: filters, 10 per page, authorise (after an SMS code) and revoke pending ones. */
export default function DeviceListPage() {
  const { t } = useTranslation('pix');
  const model = useListPage(deviceList);
  const decide = useDecideDevice();
  const showError = useShowError();
  const [authorizing, setAuthorizing] = useState<Device | null>(null);

  const revoke = async (device: Device) => {
    const confirmed = await confirmAction({
      title: t('devices.revokeTitle'),
      message: t('devices.revokeConfirm', { model: device.model, account: device.accountNumber }),
      confirmLabel: t('actions.revoke'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (!confirmed) return;
    decide.mutate(
      {
        uuidAccountPayment: device.uuidAccountPayment,
        uuidAccountPaymentDevice: device.uuidAccountPaymentDevice,
        decision: 'revoke',
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('devices.revoked') }),
        onError: (error) => showError(error),
      },
    );
  };

  const columns: Column<Device>[] = [
    { key: 'accountNumber', header: t('fields.accountNumber'), pin: 'left', copy: (r) => r.accountNumber },
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
    { key: 'fullName', header: t('fields.fullName') },
    { key: 'document', header: t('fields.document'), text: (r) => maskCpfCnpj(r.document) },
    { key: 'model', header: t('fields.device'), text: (r) => `${r.model} (${r.platform})` },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="deviceStatus" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('devices.title')}
      columns={columns}
      rowName={(r) => r.accountNumber}
      actions={{
        width: 200,
        items: (r) => [
          {
            label: t('actions.authorize'),
            variant: 'filled',
            hidden: r.status !== 'PENDING',
            onClick: () => setAuthorizing(r),
          },
          {
            label: t('actions.revoke'),
            color: 'red',
            hidden: r.status !== 'PENDING',
            onClick: () => void revoke(r),
          },
        ],
      }}
    >
      <SmsOutboxPanel />
      <AuthorizeDeviceModal device={authorizing} onClose={() => setAuthorizing(null)} />
    </ListPage>
  );
}
