import { Stack } from '@mantine/core';
import { maskCnpj } from '@mentor/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useProjectList } from '../api/project-api';

interface ProjectRow {
  id: number;
  trade: string;
  document: string | null;
}

const DEFAULTS = { perPage: 10, sortBy: 'id', sortDesc: false };

/** Projects the caller may see, searchable by trade name; a row opens the project. */
export default function ProjectListPage() {
  const { t } = useTranslation('projects');
  const { localize } = useLanguage();
  const definitions = useMemo<FilterDefinition[]>(
    () => [{ key: 'search', label: t('fields.search'), type: 'text' }],
    [t],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const search = typeof list.filters.search === 'string' ? list.filters.search : undefined;
  const result = useProjectList({
    page: list.page,
    perPage: list.perPage,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    search,
  });

  const columns: Column<ProjectRow>[] = [
    { key: 'trade', header: t('fields.trade'), sortable: true },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80 },
    {
      key: 'document',
      header: t('fields.document'),
      render: (r) => (
        <MaskedValue
          value={r.document}
          label={t('fields.document')}
          tableContext="project"
          recordId={r.id}
          field="document"
          format={maskCnpj}
        />
      ),
    },
  ];

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/projects" list={list} />}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={result.data?.data}
        total={result.data?.total ?? 0}
        {...list.tableProps}
        isLoading={result.isFetching}
        error={result.error ?? undefined}
        onRetry={() => void result.refetch()}
        emptyText={t('empty')}
        getRowKey={(r) => r.id}
        getRowHref={(r) => localize(`/projects/${r.id}`)}
      />
    </Stack>
  );
}
