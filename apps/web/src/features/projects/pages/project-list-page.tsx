import { maskCnpj } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { MaskedValue } from '../../../shared/ui/masked-value';
import type { fetchProjects } from '../api/project-api';
import { projectList } from '../api/project-list';

type ProjectPage = Awaited<ReturnType<typeof fetchProjects>>;

type ProjectRow = ProjectPage['data'][number];

/** Projects the caller may see, searchable by trade name; a row opens the project. */
export default function ProjectListPage() {
  const { t } = useTranslation('projects');
  const pathTo = useRoutePath();
  const model = useListPage(projectList);
  const columns: Column<ProjectRow>[] = [
    { key: 'trade', header: t('fields.trade'), sortable: true, pin: 'left' },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80, copy: (r) => String(r.id) },
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
    <ListPage
      model={model}
      title={t('title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/projects/{id}', { id: r.id })}
    />
  );
}
