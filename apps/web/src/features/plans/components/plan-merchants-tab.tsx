import { Stack } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { usePlanMerchants } from '../api/plan-merchants';

type PlanMerchant = NonNullable<ReturnType<typeof usePlanMerchants>['data']>['data'][number];

/** 'Lojistas' of a sales plan: the merchants assigned it, paged; a row opens the merchant. */
export function PlanMerchantsTab({ planId }: { planId: number }) {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const merchants = usePlanMerchants(planId, paging.page, paging.perPage);
  const columns: Column<PlanMerchant>[] = [
    {
      key: 'merchant_id',
      header: t('merchants.id'),
      pin: 'left',
      width: 90,
      copy: (r) => String(r.merchant_id),
    },
    { key: 'merchant_code', header: t('merchants.code'), copy: (r) => r.merchant_code },
    { key: 'merchant_name', header: t('merchants.name'), text: (r) => r.merchant_name },
    {
      key: 'cpf_cnpj',
      header: t('merchants.document'),
      // Already masked by the server for staff who may not see it.
      text: (r) => (/^\d+$/.test(r.cpf_cnpj) ? maskCpfCnpj(r.cpf_cnpj) : r.cpf_cnpj),
    },
    {
      key: 'assigned_at',
      header: t('merchants.assignedAt'),
      text: (r) => formatDateTime(r.assigned_at),
      brasiliaTime: true,
    },
  ];
  return (
    <Stack>
      <DataTable
        label={t('tabs.merchants')}
        columns={columns}
        rows={merchants.data?.data}
        total={merchants.data?.total ?? 0}
        page={paging.page}
        perPage={paging.perPage}
        onChange={(next) => setPaging({ page: next.page, perPage: next.perPage })}
        isLoading={merchants.isFetching}
        error={merchants.error ?? undefined}
        onRetry={() => void merchants.refetch()}
        emptyText={t('merchants.none')}
        getRowKey={(r) => r.merchant_id}
        getRowHref={(r) => pathTo('/merchants/{id}', { id: r.merchant_id })}
      />
    </Stack>
  );
}
