import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { ColumnChooserPanel } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import type { CheckupType } from '../api/checkup-lists';
import { CHECKUP_COLUMNS_KEY, checkupColumns } from './checkup-columns';

/** The /fields screen of a check-up tab: which columns it shows. */
export function CheckupFieldsPage({ type }: { type: CheckupType }) {
  const { t, i18n } = useTranslation('checkup');
  const pathTo = useRoutePath();
  const columns = checkupColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt', type).map((c) => ({
    key: c.key,
    header: c.header,
    hideable: c.hideable ?? true,
  }));
  const title = t(type === 'NOT_IMPORTED' ? 'titles.notImportedFields' : 'titles.duplicatedFields');
  const back = pathTo(
    type === 'NOT_IMPORTED'
      ? '/occurrences/not_imported_transactions'
      : '/occurrences/duplicated_transactions',
  );
  return (
    <Stack>
      <PageTitle title={title} back={back} />
      <ColumnChooserPanel storageKey={CHECKUP_COLUMNS_KEY[type]} columns={columns} title={title} />
    </Stack>
  );
}
