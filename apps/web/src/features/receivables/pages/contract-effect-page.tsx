import { Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { CONTRACT_EFFECT_TYPES, formatCentsBRL, formatDate, formatDateTime } from '@mentor/contract';
import type { ContractEffect } from '@mentor/contract/receivables';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-state';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { contractEffectList } from '../api/registry-lists';
import { useContractEffect } from '../api/use-registry-records';

/** /financial/receivable_registry/contract_effect/{id?}: the contract effects, or one with its installments. */
export default function ContractEffectPage() {
  const id = useIdParam('id');
  return id === null ? <ContractEffectList /> : <ContractEffectDetail id={id} />;
}

function ContractEffectList() {
  const { t, i18n } = useTranslation('receivables');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const model = useListPage(contractEffectList);
  const columns: Column<ContractEffect>[] = [
    { key: 'id', header: t('columns.id'), pin: 'left', render: (r) => r.id },
    {
      key: 'contract_identifier',
      header: t('effects.contract_identifier'),
      render: (r) => r.contract_identifier,
    },
    { key: 'protocol', header: t('effects.protocol'), render: (r) => r.protocol, copy: (r) => r.protocol },
    {
      key: 'effect_type',
      header: t('effects.effect_type'),
      render: (r) => CONTRACT_EFFECT_TYPES.label(r.effect_type, lang),
    },
    { key: 'merchant_name', header: t('columns.merchant'), render: (r) => r.merchant_name },
    { key: 'beneficiary_doc', header: t('effects.beneficiary_doc'), render: (r) => r.beneficiary_doc },
    { key: 'cerc_code', header: t('units.cerc_code'), render: (r) => r.cerc_code },
    { key: 'amount', header: t('effects.amount'), align: 'right', render: (r) => formatCentsBRL(r.amount) },
    {
      key: 'liquidation_date',
      header: t('units.dt_liquidation'),
      render: (r) => formatDate(r.liquidation_date),
    },
    {
      key: 'created_at',
      header: t('effects.created_at'),
      render: (r) => formatDateTime(r.created_at),
      brasiliaTime: true,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('effects.title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/financial/receivable_registry/contract_effect/{id?}', { id: r.id })}
    />
  );
}

function ContractEffectDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('receivables');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const effect = useContractEffect(id);
  if (effect.isPending) return <Loader />;
  if (effect.isError) return <QueryError query={effect} />;
  const e = effect.data;
  const field = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
  return (
    <Stack>
      <PageTitle
        title={`${t('effects.one')} ${e.contract_identifier}`}
        back={pathTo('/financial/receivable_registry/contract_effect/{id?}')}
      />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field(t('effects.effect_type'), CONTRACT_EFFECT_TYPES.label(e.effect_type, lang))}
          {field(t('effects.protocol'), e.protocol)}
          {field(t('effects.beneficiary_doc'), e.beneficiary_doc)}
          {field(t('units.receiver'), e.receiving_end_user_document)}
          {field(t('effects.amount'), formatCentsBRL(e.amount))}
          {field(t('units.dt_liquidation'), formatDate(e.liquidation_date))}
          {field(t('columns.merchant'), e.merchant_name)}
          {field(t('effects.deprecated'), e.deprecated ? t('paid.yes') : t('paid.no'))}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('units.one')}
            </Text>
            <Link to={pathTo('/financial/receivable_registry/ur/{id?}', { id: e.receivable_unit_id })}>
              {e.cerc_code}
            </Link>
          </Stack>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={600} mb="sm">
          {t('units.installments')}
        </Text>
        <ScrollTable striped>
          <Table.Tbody>
            {e.installments.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>{r.transaction_id}</Table.Td>
                <Table.Td>
                  {r.installment_number}/{r.installment_count}
                </Table.Td>
                <Table.Td>{formatDate(r.dt_due)}</Table.Td>
                <Table.Td>{formatCentsBRL(r.net_adjusted_amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Paper>
    </Stack>
  );
}
