import { Badge, Button, Group, Stack } from '@mantine/core';
import { maskCpfCnpj } from '@mentor/contract';
import type { ProjectDetail, SalesRepresentative } from '@mentor/contract/projects';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { useSalesRepresentatives } from '../api/project-api';
import { SalesRepresentativeCreateModal } from './sales-representative-form';

const DEFAULTS = { perPage: 10, sortBy: 'id', sortDesc: false };
const KEEP = ['tab'] as const;

/** Sales representatives of the project, searchable, with their merchant count. */
export function SalesRepresentativesTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const pathTo = useRoutePath();
  const definitions = useMemo<FilterDefinition[]>(
    () => [{ key: 'search', label: t('reps.search'), type: 'text' }],
    [t],
  );
  const list = useListSearch(definitions, DEFAULTS, KEEP);
  const search = typeof list.filters.search === 'string' ? list.filters.search : undefined;
  const result = useSalesRepresentatives(project.id, {
    page: list.page,
    perPage: list.perPage,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    search,
  });
  const [creating, setCreating] = useState(false);

  const columns: Column<SalesRepresentative>[] = [
    { key: 'name', header: t('reps.name'), sortable: true },
    { key: 'document', header: t('reps.document'), sortable: true, render: (r) => maskCpfCnpj(r.document) },
    { key: 'email', header: t('reps.email') },
    { key: 'phone', header: t('reps.phone') },
    { key: 'merchant_count', header: t('reps.merchants'), align: 'right' },
    {
      key: 'active',
      header: t('reps.active'),
      render: (r) => <Badge color={r.active ? 'green' : 'gray'}>{r.active ? t('yes') : t('no')}</Badge>,
    },
  ];

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)}>{t('reps.create')}</Button>
      </Group>
      <FilterPanel definitions={definitions} {...list.filterProps} />
      <DataTable
        label={t('tabs.reps')}
        columns={columns}
        rows={result.data?.data}
        total={result.data?.total ?? 0}
        {...list.tableProps}
        isLoading={result.isFetching}
        error={result.error ?? undefined}
        onRetry={() => void result.refetch()}
        emptyText={t('reps.none')}
        getRowKey={(r) => r.id}
        getRowHref={(r) =>
          pathTo('/projects/{id}/sales_representatives/{sales_representative_id}', {
            id: project.id,
            sales_representative_id: r.id,
          })
        }
      />
      <SalesRepresentativeCreateModal
        projectId={project.id}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
