import { Button, Card, Group, Stack, Table, TagsInput, Text, Title } from '@mantine/core';
import { maskCpfCnpj } from '@mentor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError, QueryState } from '../../../shared/ui/query-state';
import { useRepMerchants, useSalesRepresentative, useSetRepMerchants } from '../api/project-api';
import { SalesRepresentativeForm } from '../components/sales-representative-form';

/** A sales representative: details, edit form and the merchants they serve. */
export default function SalesRepresentativePage() {
  const { t } = useTranslation('projects');
  const pathTo = useRoutePath();
  const projectId = useIdParam('id') ?? 0;
  const repId = useIdParam('sales_representative_id') ?? 0;
  const rep = useSalesRepresentative(projectId, repId);
  const merchants = useRepMerchants(projectId, repId);
  const setMerchants = useSetRepMerchants(projectId, repId, {
    success: t('messages.saved'),
    onSuccess: () => setIds(null),
  });
  const [ids, setIds] = useState<string[] | null>(null);

  if (!rep.data) return <QueryState query={rep} notFound={t('reps.notFound')} />;
  const current = (merchants.data ?? []).map((m) => String(m.merchant_id));
  const value = ids ?? current;

  return (
    <Stack>
      <PageTitle
        title={rep.data.name}
        back={pathTo('/projects/{id}', { id: projectId })}
        actions={<Text c="dimmed">{maskCpfCnpj(rep.data.document)}</Text>}
      />
      <Card withBorder>
        <SalesRepresentativeForm
          key={rep.data.updated_at}
          projectId={projectId}
          representative={rep.data}
          onDone={() => undefined}
        />
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('reps.merchants')}</Title>
          <QueryError query={merchants} />
          {merchants.data && merchants.data.length === 0 ? (
            <Text c="dimmed">{t('reps.noMerchants')}</Text>
          ) : null}
          {merchants.data && merchants.data.length > 0 ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reps.merchantId')}</Table.Th>
                  <Table.Th>{t('reps.merchantCode')}</Table.Th>
                  <Table.Th>{t('reps.merchantName')}</Table.Th>
                  <Table.Th>{t('reps.document')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {merchants.data.map((m) => (
                  <Table.Tr key={m.merchant_id}>
                    <Table.Td>{m.merchant_id}</Table.Td>
                    <Table.Td>{m.merchant_code}</Table.Td>
                    <Table.Td>{m.merchant_name}</Table.Td>
                    <Table.Td>{maskCpfCnpj(m.cpf_cnpj)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <Group align="end">
            <TagsInput
              label={t('reps.merchantIds')}
              value={value}
              onChange={(v) => setIds(v.filter((x) => /^\d+$/.test(x)))}
              w={420}
            />
            <Button loading={setMerchants.isPending} onClick={() => void setMerchants.run(value.map(Number))}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <HistoryPanel context="sales_representative" recordId={String(repId)} />
      <HistoryPanel
        context="sales_representative_merchant"
        recordId={String(repId)}
        title={t('reps.merchantHistory')}
      />
    </Stack>
  );
}
