import { EMPTY_VALUE, formatDateTimeSeconds } from '@mentor/contract';
import type { PreAccount } from '@mentor/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { useListPage } from '../../../shared/ui/list-page';
import { restrictedList, restrictionLabel } from '../api/onboarding-lists';
import { PreAccountListPage } from '../components/pre-account-list-page';
import { RiskChip } from '../components/risk-chip';

/** Applicants held back by the positive list or by location; the way back is on the review. */
export default function RestrictedCustomersPage() {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  const model = useListPage(restrictedList);
  const columns: Column<PreAccount>[] = [
    {
      key: 'restrictedBy',
      header: t('fields.restrictedBy'),
      text: (r) => restrictionLabel(r.restrictionData.restrictedBy, language) ?? EMPTY_VALUE,
    },
    {
      key: 'lastAttempt',
      header: t('fields.lastAttempt'),
      sortable: true,
      text: (r) => formatDateTimeSeconds(r.restrictionData.lastAttempt),
      brasiliaTime: true,
    },
    { key: 'levelRisk', header: t('fields.levelRisk'), render: (r) => <RiskChip level={r.levelRisk} /> },
  ];
  return <PreAccountListPage model={model} title={t('restricted.title')} columns={columns} />;
}
