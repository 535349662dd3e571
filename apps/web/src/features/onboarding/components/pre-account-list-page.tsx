import type { PreAccount } from '@mentor/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, type ListPageProps } from '../../../shared/ui/list-page';
import { preAccountColumns } from './onboarding-columns';

/** Props of {@link PreAccountListPage}: `columns` are the list's own, between applicant and status. */
export type PreAccountListPageProps<TData> = Omit<
  ListPageProps<TData, PreAccount>,
  'columns' | 'rowName' | 'getRowHref'
> & { columns: Column<PreAccount>[] };

/** A list of pre-accounts: applicant columns first, status last; a row opens the account's review. */
export function PreAccountListPage<TData>({ columns, ...props }: PreAccountListPageProps<TData>) {
  const { t } = useTranslation('onboarding');
  const pathTo = useRoutePath();
  return (
    <ListPage
      {...props}
      columns={preAccountColumns(t, columns)}
      rowName={(r) => r.name}
      getRowHref={(r) => pathTo('/onboarding/{id}', { id: r.uuid })}
    />
  );
}
