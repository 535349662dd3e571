import { useTranslation } from 'react-i18next';
import { type ChartFormat, chartFormat, chartLanguage } from './chart-format';

/** The chart formats of the screen's language. */
export function useChartFormat(): ChartFormat {
  const { i18n } = useTranslation();
  return chartFormat(chartLanguage(i18n.language));
}
