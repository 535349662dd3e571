import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../error-feedback/use-show-error';
import { bankOptions, findBank, pendingBankLabel } from './bank-options';
import { useBanks } from './use-banks';

export interface BankSelectProps {
  label: string;
  /** The stored value: a COMPE code, or an ISPB (matched too). */
  value: string | null;
  /** Called with the bank's COMPE code, or null when cleared. */
  onChange: (bankCode: string | null) => void;
  /** Only banks with an ISPB (spec core §3: "only banks with an ispb are selectable in some lists"). */
  requireIspb?: boolean;
  /** Only participants of the SLC. */
  slc?: boolean;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Bank picker showing 'code - name'. Until the list arrives a stored value shows as
 * 'code - ...'; a failed load shows the toast 'Falha ao carregar bancos.' with the reason.
 */
export function BankSelect({
  label,
  value,
  onChange,
  requireIspb = false,
  slc = false,
  ...rest
}: BankSelectProps) {
  const { t } = useTranslation('kit');
  const banks = useBanks(slc);
  const showError = useShowError();

  useEffect(() => {
    if (banks.isError) {
      showError(banks.error, {
        message: (text) => `${t('bankSelect.loadFailed', 'Falha ao carregar bancos.')} ${text}`,
      });
    }
  }, [banks.isError, banks.error, t, showError]);

  const list = banks.data ?? [];
  const selected = findBank(list, value);
  const options = bankOptions(list, requireIspb);
  // A stored value is shown before the list arrives (or when the list lacks it).
  if (value && !selected) options.unshift({ value, label: pendingBankLabel(value) });

  return (
    <Select
      label={label}
      searchable
      clearable
      data={options}
      value={selected?.bank_code ?? value}
      onChange={onChange}
      nothingFoundMessage={t('bankSelect.nothingFound', 'Nenhum banco encontrado')}
      placeholder={banks.isLoading ? t('bankSelect.loading', 'Carregando bancos...') : undefined}
      error={rest.error}
      required={rest.required}
      disabled={rest.disabled}
    />
  );
}
