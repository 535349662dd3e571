import { Card, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { Cnae } from '@mentor/contract/merchants';
import { formatCnae } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { cnaeList } from '../api/cnae-list';
import { useMccsOfCnae } from '../api/use-mccs-of-cnae';

function MccsOfCnae({ cnae }: { cnae: string }) {
  const { t } = useTranslation('merchants');
  const [entity, setEntity] = useState<'PF' | 'PJ'>('PJ');
  const mccs = useMccsOfCnae(cnae, entity);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={600}>{t('cnae.mccsOf', { cnae: formatCnae(cnae) })}</Text>
        <SegmentedControl
          value={entity}
          onChange={(v) => setEntity(v === 'PF' ? 'PF' : 'PJ')}
          data={[
            { value: 'PJ', label: 'PJ' },
            { value: 'PF', label: 'PF' },
          ]}
        />
        {mccs.data && mccs.data.length > 0 ? (
          <Table>
            <Table.Tbody>
              {mccs.data.map((m) => (
                <Table.Tr key={m.mcc}>
                  <Table.Td>{m.mcc}</Table.Td>
                  <Table.Td>{m.mcc_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cnae.noMcc')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** CNAE and MCC lookup (/cnaes): CNAE by code or description, the MCCs of one by entity type. */
export default function CnaeLookupPage() {
  const { t } = useTranslation('merchants');
  const model = useListPage(cnaeList);
  const [selected, setSelected] = useState<string | null>(null);
  const columns: Column<Cnae>[] = [
    {
      key: 'activity_branch',
      header: t('cnae.code'),
      width: 130,
      pin: 'left',
      text: (c) => formatCnae(c.activity_branch),
      copy: (c) => formatCnae(c.activity_branch),
    },
    { key: 'description', header: t('cnae.description') },
  ];
  return (
    <ListPage
      model={model}
      title={t('cnae.title')}
      columns={columns}
      emptyText={t('cnae.empty')}
      rowName={(c) => formatCnae(c.activity_branch)}
      actions={{
        width: 140,
        items: (c) => [
          { label: t('cnae.showMccs'), onClick: () => setSelected(c.activity_branch), variant: 'light' },
        ],
      }}
      beforeTable={selected ? <MccsOfCnae cnae={selected} /> : null}
    />
  );
}
