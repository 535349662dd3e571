import { maskCep, maskCnae, maskCnpj, maskCpf, maskCpfCnpj, maskPhone } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { type DocumentInputProps, MaskedInput } from './masked-input';

/** CPF input, mask 000.000.000-00; value holds up to 11 digits. Label defaults to 'CPF'. */
export function CpfInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return <MaskedInput label={label ?? t('inputs.cpf', 'CPF')} mask={maskCpf} maxDigits={11} {...props} />;
}

/** CNPJ input, mask 00.000.000/0000-00; value holds up to 14 digits. Label defaults to 'CNPJ'. */
export function CnpjInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return <MaskedInput label={label ?? t('inputs.cnpj', 'CNPJ')} mask={maskCnpj} maxDigits={14} {...props} />;
}

/**
 * CPF or CNPJ input: CPF mask up to 11 digits, CNPJ mask beyond (up to 14).
 * Label defaults to 'CPF/CNPJ'.
 */
export function CpfCnpjInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return (
    <MaskedInput
      label={label ?? t('inputs.cpfCnpj', 'CPF/CNPJ')}
      mask={maskCpfCnpj}
      maxDigits={14}
      {...props}
    />
  );
}

/** Postcode input, mask 00000-000; value holds up to 8 digits. Label defaults to 'CEP'. */
export function CepInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return <MaskedInput label={label ?? t('inputs.cep', 'CEP')} mask={maskCep} maxDigits={8} {...props} />;
}

/** CNAE input, mask 0000-0/00; value holds up to 7 digits. Label defaults to 'CNAE'. */
export function CnaeInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return <MaskedInput label={label ?? t('inputs.cnae', 'CNAE')} mask={maskCnae} maxDigits={7} {...props} />;
}

/**
 * Phone input with area code: (00) 0000-0000, or (00) 00000-0000 for mobiles; value holds up
 * to 11 digits. Label defaults to 'Telefone'.
 */
export function PhoneInput({ label, ...props }: DocumentInputProps) {
  const { t } = useTranslation('kit');
  return (
    <MaskedInput
      label={label ?? t('inputs.phone', 'Telefone')}
      mask={maskPhone}
      maxDigits={11}
      type="tel"
      {...props}
    />
  );
}
