export { type ChartFormat, type ChartLanguage, chartFormat, chartLanguage } from './chart-format';
export { ChartLegend, type ChartLegendItem } from './chart-legend';
export { CHART_PALETTE, seriesColor } from './chart-palette';
export { ChartPanel, type ChartPanelProps, type ChartState } from './chart-panel';
export { labelStride, niceTicks } from './chart-scale';
export { DonutChart, type DonutChartProps, type DonutSlice } from './donut-chart';
export { DONUT_MAX_SLICES, RankedBars, type RankedBarsProps } from './ranked-bars';
export {
  type TimePoint,
  type TimeSeries,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from './time-series-chart';
export { useChartFormat } from './use-chart-format';
