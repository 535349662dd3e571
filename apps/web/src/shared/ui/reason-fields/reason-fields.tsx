import { Select, Stack, Textarea } from '@mantine/core';
import { REASON_CODES, REASON_COMMENT_MAX, type ReasonCode } from '@mentor/contract/privacy';
import { useTranslation } from 'react-i18next';

export interface ReasonValue {
  reason_code: ReasonCode | null;
  reason_comment: string;
}

export interface ReasonFieldsProps {
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  /** Codes offered; every code when absent. */
  codes?: readonly ReasonCode[];
  /** Field errors keyed reason_code / reason_comment (as the API answers them). */
  errors?: Partial<Record<'reason_code' | 'reason_comment', string>>;
  /** Only the code: the comment was written already (e.g. the description of the form). */
  withoutComment?: boolean;
}

/** Reason select and comment of a sensitive action (the comment is required for OTHER). */
export function ReasonFields({ value, onChange, codes, errors, withoutComment = false }: ReasonFieldsProps) {
  const { t, i18n } = useTranslation('kit');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const options = REASON_CODES.options
    .filter((o) => !codes || codes.includes(o.value))
    .map((o) => ({ value: o.value, label: o.label[lang] }));
  return (
    <Stack gap="xs">
      <Select
        label={t('reason.code')}
        placeholder={t('reason.placeholder')}
        data={options}
        value={value.reason_code}
        onChange={(code) => onChange({ ...value, reason_code: (code as ReasonCode | null) ?? null })}
        error={errors?.reason_code}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {withoutComment ? null : (
        <Textarea
          label={t('reason.comment')}
          description={t('reason.commentHint', { max: REASON_COMMENT_MAX })}
          value={value.reason_comment}
          onChange={(e) => onChange({ ...value, reason_comment: e.currentTarget.value })}
          error={errors?.reason_comment}
          required={value.reason_code === 'OTHER'}
          maxLength={REASON_COMMENT_MAX}
          rows={3}
        />
      )}
    </Stack>
  );
}
