import { EMPTY_VALUE, formatDateTimeSeconds, maskCpfCnpj } from '@mentor/contract';
import type { PreAccount } from '@mentor/contract/onboarding';
import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { StatusChip } from '../../../shared/ui/status-chip';

/** When the applicant registered: the key column of every onboarding list, oldest first by default. */
export function dateRegisterColumn<Row extends { dateRegister: string }>(t: TFunction): Column<Row> {
  return {
    key: 'dateRegister',
    header: t('fields.dateRegister'),
    sortable: true,
    pin: 'left',
    text: (r) => formatDateTimeSeconds(r.dateRegister),
    brasiliaTime: true,
  };
}

/**
 * Columns of a pre-account list: who applied (registration, name, CPF, white label) first, the
 * list's own columns, the status last.
 */
export function preAccountColumns(t: TFunction, own: Column<PreAccount>[]): Column<PreAccount>[] {
  return [
    dateRegisterColumn(t),
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
    ...own,
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="preAccountStatus" />,
    },
  ];
}
