import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEVICE_STATUSES, formatDateTime, maskCpfCnpj } from '@mentor/contract';
import { type Device, type DeviceListQuery, PIX_PAGE_SIZES } from '@mentor/contract/pix';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useDecideDevice } from '../api/use-decide-device';
import { useDevices } from '../api/use-devices';
import { AuthorizeDeviceModal } from '../components/authorize-device-modal';
import { textOf } from '../components/date-range';
import { ListLoadAlert } from '../components/list-load-alert';
import { SmsOutboxPanel } from '../components/sms-outbox-panel';
import { useWhiteLabelOptions } from '../components/use-white-label-options';
import { useEnumOptions } from '../hooks/use-enum-options';
import { useLastGood } from '../hooks/use-last-good';

const DEFAULTS = { perPage: PIX_PAGE_SIZES.devices, sortBy: 'dateRegister', sortDesc: true };

/** Pix devices: filters, 10 per page, authorise (after an SMS code) and revoke pending ones. */
export default function DeviceListPage() {
  const { t } = useTranslation('pix');
  const statusOptions = useEnumOptions(DEVICE_STATUSES);
  const whiteLabels = useWhiteLabelOptions();
  const optionsKey = JSON.stringify([statusOptions, whiteLabels]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the option lists change
  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { key: 'accountNumber', label: t('fields.accountNumber'), type: 'text' },
      { key: 'document', label: t('fields.document'), type: 'text' },
      { key: 'status', label: t('fields.status'), type: 'select', options: statusOptions },
      { key: 'whiteLabel', label: t('fields.whiteLabel'), type: 'select', options: whiteLabels },
    ],
    [t, optionsKey],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const query: DeviceListQuery = {
    limit: list.perPage,
    page: list.page,
    accountNumber: textOf(list.filters.accountNumber),
    document: textOf(list.filters.document)?.replace(/\D/g, '') || undefined,
    status: textOf(list.filters.status),
    whiteLabel: textOf(list.filters.whiteLabel),
  };
  const result = useDevices(query);
  const data = useLastGood(result.data, result.error);
  const decide = useDecideDevice();
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
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };

  const columns: Column<Device>[] = [
    { key: 'dateRegister', header: t('fields.dateRegister'), render: (r) => formatDateTime(r.dateRegister) },
    { key: 'accountNumber', header: t('fields.accountNumber') },
    { key: 'fullName', header: t('fields.fullName') },
    { key: 'document', header: t('fields.document'), render: (r) => maskCpfCnpj(r.document) },
    { key: 'model', header: t('fields.device'), render: (r) => `${r.model} (${r.platform})` },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => <StatusChip code={r.status} family="deviceStatus" />,
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      hideable: false,
      render: (r) =>
        r.status === 'PENDING' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              onClick={() => setAuthorizing(r)}
              aria-label={`${t('actions.authorize')} ${r.accountNumber}`}
            >
              {t('actions.authorize')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => void revoke(r)}
              aria-label={`${t('actions.revoke')} ${r.accountNumber}`}
            >
              {t('actions.revoke')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack>
      <PageTitle title={t('devices.title')} />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/device-manager" list={list} />}
      />
      {data ? <ListLoadAlert error={result.error} /> : null}
      <DataTable
        label={t('devices.title')}
        columns={columns}
        rows={data?.data}
        total={data?.meta.itemCount ?? 0}
        page={list.page}
        perPage={list.perPage}
        onChange={list.setTable}
        isLoading={result.isFetching}
        error={data ? undefined : result.error}
        onRetry={() => void result.refetch()}
        getRowKey={(r) => r.uuidAccountPaymentDevice}
      />
      <SmsOutboxPanel />
      <AuthorizeDeviceModal device={authorizing} onClose={() => setAuthorizing(null)} />
    </Stack>
  );
}
