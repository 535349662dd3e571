import { Box, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from './chart-legend';
import { seriesColor } from './chart-palette';
import { labelStride, niceTicks, textWidth } from './chart-scale';
import { ChartTooltip } from './chart-tooltip';
import { useChartFormat } from './use-chart-format';

export interface TimeSeries {
  key: string;
  label: string;
}

export interface TimePoint {
  /** Calendar day of the bucket, 'YYYY-MM-DD' (the first day for months). */
  bucket: string;
  /** Amount in cents per series key; a missing key is zero. */
  values: Record<string, number>;
  /**
   * The days a month bucket covers when the period starts or ends inside it ('YYYY-MM-DD'):
   * its label is marked and its tooltip says which days, so a short month is not read as a fall.
   */
  partial?: { from: string; to: string };
}

export interface TimeSeriesChartProps {
  /** Accessible name of the chart (usually the panel title). */
  label: string;
  kind: 'bar' | 'line';
  series: TimeSeries[];
  points: TimePoint[];
  aggregator: 'day' | 'month';
  height?: number;
}

const FALLBACK_WIDTH = 640;
const MARGIN = { top: 10, right: 28, bottom: 30 };

/**
 * Amounts over time: stacked bars (kind 'bar') or one line per series (kind 'line'). The value
 * axis is in short BRL ('R$ 280 mil'), the time axis in DD/MM or month names, labels sized to
 * fit so none is clipped. Each bucket shows its values in a tooltip on hover, and on focus:
 * the chart is one tab stop and the arrow keys move between buckets.
 */
export function TimeSeriesChart({
  label,
  kind,
  series,
  points,
  aggregator,
  height = 280,
}: TimeSeriesChartProps) {
  const { t } = useTranslation('charts');
  const format = useChartFormat();
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  // The plot is drawn once its box is measured (at once where the browser cannot measure):
  // drawn at a guessed width first, every bar and label would be moved again a frame later.
  const sized = measured > 0 || typeof ResizeObserver === 'undefined';
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const columnRefs = useRef<(SVGRectElement | null)[]>([]);

  const value = (point: TimePoint, key: string) => point.values[key] ?? 0;
  const stackTotal = (point: TimePoint) =>
    series.reduce((sum, s) => sum + Math.max(0, value(point, s.key)), 0);
  const max =
    kind === 'bar'
      ? Math.max(0, ...points.map(stackTotal))
      : Math.max(0, ...points.flatMap((p) => series.map((s) => value(p, s.key))));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const tickLabels = ticks.map((tick) => format.moneyAxis(tick));
  const left = Math.max(...tickLabels.map((text) => textWidth(text))) + 14;
  const plotWidth = Math.max(40, width - left - MARGIN.right);
  const plotHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const band = points.length > 0 ? plotWidth / points.length : plotWidth;
  const x = (index: number) => left + band * index + band / 2;
  const y = (amount: number) => MARGIN.top + plotHeight - (Math.max(0, amount) / top) * plotHeight;
  const barWidth = Math.max(2, Math.min(48, band * 0.7));
  const shortLabels = points.map((p) => `${format.bucketShort(p.bucket, aggregator)}${p.partial ? '*' : ''}`);
  const longLabel = (point: TimePoint) =>
    point.partial
      ? `${format.bucketLong(point.bucket, aggregator)} (${t('partial', { from: format.day(point.partial.from), to: format.day(point.partial.to) })})`
      : format.bucketLong(point.bucket, aggregator);
  const stride = labelStride(
    points.length,
    plotWidth,
    Math.max(0, ...shortLabels.map((l) => textWidth(l))) + 10,
  );
  const seriesTotals = series.map((s) => points.reduce((sum, p) => sum + value(p, s.key), 0));

  const describe = (point: TimePoint) => {
    const parts = series.map((s) => `${s.label} ${format.money(value(point, s.key))}`);
    if (kind === 'bar') parts.push(`${t('total')} ${format.money(stackTotal(point))}`);
    return `${longLabel(point)}: ${parts.join('; ')}`;
  };
  const moveFocus = (event: KeyboardEvent<SVGRectElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: points.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.min(points.length - 1, Math.max(0, next));
    setFocusIndex(clamped);
    columnRefs.current[clamped]?.focus();
  };
  const activePoint = active === null ? undefined : points[active];

  return (
    <Stack gap="xs">
      <Box ref={ref} pos="relative" style={{ width: '100%' }}>
        <svg
          width={width}
          height={height}
          style={{ display: 'block', overflow: 'visible', fontSize: 12 }}
          data-testid="time-series"
        >
          <title>{label}</title>
          {sized ? (
            <>
              <g data-testid="value-axis">
                {ticks.map((tick, i) => (
                  <g key={tick}>
                    <line
                      x1={left}
                      x2={left + plotWidth}
                      y1={y(tick)}
                      y2={y(tick)}
                      stroke="var(--mantine-color-default-border)"
                      strokeDasharray={tick === 0 ? undefined : '3 3'}
                    />
                    <text
                      x={left - 8}
                      y={y(tick)}
                      textAnchor="end"
                      dominantBaseline="middle"
                      fill="var(--mantine-color-text)"
                    >
                      {tickLabels[i]}
                    </text>
                  </g>
                ))}
              </g>
              {active !== null ? (
                <rect
                  x={left + band * active}
                  y={MARGIN.top}
                  width={band}
                  height={plotHeight}
                  fill="var(--mantine-color-default-hover)"
                />
              ) : null}
              {kind === 'bar'
                ? points.map((point, index) => {
                    let base = 0;
                    return (
                      <g key={point.bucket}>
                        {series.map((s, si) => {
                          const amount = Math.max(0, value(point, s.key));
                          const y0 = y(base);
                          base += amount;
                          const y1 = y(base);
                          return amount > 0 ? (
                            <rect
                              key={s.key}
                              x={x(index) - barWidth / 2}
                              y={y1}
                              width={barWidth}
                              height={Math.max(0.5, y0 - y1)}
                              fill={seriesColor(si)}
                            />
                          ) : null;
                        })}
                      </g>
                    );
                  })
                : series.map((s, si) => (
                    <g key={s.key}>
                      <path
                        d={points
                          .map(
                            (point, index) =>
                              `${index === 0 ? 'M' : 'L'}${x(index)},${y(value(point, s.key))}`,
                          )
                          .join(' ')}
                        fill="none"
                        stroke={seriesColor(si)}
                        strokeWidth={2}
                      />
                      {points.map((point, index) =>
                        points.length <= 62 || active === index ? (
                          <circle
                            key={point.bucket}
                            cx={x(index)}
                            cy={y(value(point, s.key))}
                            r={active === index ? 5 : 3}
                            fill={seriesColor(si)}
                            stroke="var(--mantine-color-body)"
                            strokeWidth={1}
                          />
                        ) : null,
                      )}
                    </g>
                  ))}
              <g data-testid="time-axis">
                {points.map((point, index) =>
                  index % stride === 0 ? (
                    <text
                      key={point.bucket}
                      x={x(index)}
                      y={MARGIN.top + plotHeight + 18}
                      textAnchor="middle"
                      fill="var(--mantine-color-text)"
                    >
                      {shortLabels[index]}
                    </text>
                  ) : null,
                )}
              </g>
              {points.map((point, index) => (
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG shape named for screen readers, its tooltip shown on focus
                <rect
                  key={point.bucket}
                  ref={(node) => {
                    columnRefs.current[index] = node;
                  }}
                  role="img"
                  tabIndex={index === focusIndex ? 0 : -1}
                  aria-label={describe(point)}
                  aria-describedby={active === index ? tooltipId : undefined}
                  data-testid="chart-bucket"
                  x={left + band * index}
                  y={MARGIN.top}
                  width={band}
                  height={plotHeight}
                  fill="transparent"
                  style={{ outlineOffset: -2 }}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => {
                    setFocusIndex(index);
                    setActive(index);
                  }}
                  onBlur={() => setActive(null)}
                  onKeyDown={(event) => moveFocus(event, index)}
                />
              ))}
            </>
          ) : null}
        </svg>
        {activePoint && active !== null ? (
          <ChartTooltip
            id={tooltipId}
            x={x(active)}
            y={MARGIN.top + plotHeight / 2}
            boxWidth={width}
            title={longLabel(activePoint)}
            rows={[
              ...series.map((s, si) => ({
                label: s.label,
                value: format.money(value(activePoint, s.key)),
                color: seriesColor(si),
              })),
              ...(kind === 'bar' && series.length > 1
                ? [{ label: t('total'), value: format.money(stackTotal(activePoint)) }]
                : []),
            ]}
          />
        ) : null}
      </Box>
      <ChartLegend
        label={t('legendOf', { chart: label })}
        items={series.map((s, si) => ({
          key: s.key,
          label: s.label,
          color: seriesColor(si),
          value: format.money(seriesTotals[si] ?? 0),
        }))}
      />
    </Stack>
  );
}
