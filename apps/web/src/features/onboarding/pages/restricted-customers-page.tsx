import { EMPTY_VALUE, formatDateTimeSeconds, maskCpfCnpj } from '@mentor/contract';
import type { PreAccount } from '@mentor/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { StatusChip } from '../../../shared/ui/status-chip';
import { restrictedList } from '../api/onboarding-lists';
import { RiskChip } from '../components/risk-chip';

const RESTRICTION_LABEL: Record<string, string> = {
  POSITIVE_LIST: 'Lista Positiva',
  LOCATION: 'Localização',
};

/** Applicants held back by the positive list or by location; the way back is on the review. */
export default function RestrictedCustomersPage() {
  const { t } = useTranslation('onboarding');
  const pathTo = useRoutePath();
  const model = useListPage(restrictedList);
  const columns: Column<PreAccount>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      sortable: true,
      pin: 'left',
      text: (r) => formatDateTimeSeconds(r.dateRegister),
      brasiliaTime: true,
    },
    { key: 'name', header: t('fields.name'), sortable: true, text: (r) => r.name },
    {
      key: 'cpf',
      header: t('fields.cpf'),
      render: (r) => (
        <MaskedValue
          value={r.cpf}
          label={t('fields.cpf')}
          tableContext="pre_account"
          recordId={r.uuid}
          field="cpf"
          format={maskCpfCnpj}
          size="sm"
        />
      ),
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel'), text: (r) => r.whiteLabelName ?? EMPTY_VALUE },
    {
      key: 'restrictedBy',
      header: t('fields.restrictedBy'),
      text: (r) => RESTRICTION_LABEL[r.restrictionData.restrictedBy ?? ''] ?? EMPTY_VALUE,
    },
    {
      key: 'lastAttempt',
      header: t('fields.lastAttempt'),
      sortable: true,
      text: (r) => formatDateTimeSeconds(r.restrictionData.lastAttempt),
      brasiliaTime: true,
    },
    { key: 'levelRisk', header: t('fields.levelRisk'), render: (r) => <RiskChip level={r.levelRisk} /> },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="preAccountStatus" />,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('restricted.title')}
      columns={columns}
      rowName={(r) => r.name}
      getRowHref={(r) => pathTo('/onboarding/{id}', { id: r.uuid })}
    />
  );
}
