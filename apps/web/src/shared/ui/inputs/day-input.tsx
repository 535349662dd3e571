import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseDayText } from './day-text';

/** Props of {@link DayInput}. */
export interface DayInputProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** The day as 'YYYY-MM-DD' (a longer ISO date-time is read by its day); '' or `null` when empty. */
  value: string | null;
  /** The picked or typed day as 'YYYY-MM-DD', '' when cleared. */
  onChange: (day: string) => void;
}

/**
 * A day of the calendar, shown and typed as DD/MM/YYYY in both languages (a native date input
 * follows the browser and shows mm/dd/yyyy in an English one), with a calendar to pick from.
 */
export function DayInput({ value, onChange, placeholder, ...props }: DayInputProps) {
  const { t } = useTranslation('kit');
  return (
    <DateInput
      placeholder={placeholder ?? t('inputs.dayPlaceholder', 'DD/MM/AAAA')}
      // Emptying the text empties the field (a required one then says so on submit).
      allowDeselect
      {...props}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDayText}
      value={value ? value.slice(0, 10) : null}
      onChange={(day) => onChange(day ? day.slice(0, 10) : '')}
    />
  );
}
