import { Box, Group } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from './chart-legend';
import { seriesColor } from './chart-palette';
import { ChartTooltip } from './chart-tooltip';
import { useChartFormat } from './use-chart-format';

export interface DonutSlice {
  key: string;
  label: string;
  /** Amount in cents. */
  amount: number;
  count?: number;
}

export interface DonutChartProps {
  /** Accessible name of the chart (usually the panel title). */
  label: string;
  slices: DonutSlice[];
  size?: number;
  thickness?: number;
}

/**
 * Donut of amounts with its legend (label, amount and share of every slice) and the total
 * in the middle; a slice shows its amount, share and count in a tooltip on hover or focus.
 */
export function DonutChart({ label, slices, size = 160, thickness = 26 }: DonutChartProps) {
  const { t } = useTranslation('charts');
  const format = useChartFormat();
  const tooltipId = useId();
  const [active, setActive] = useState<{ index: number; x: number; y: number } | null>(null);
  const sorted = [...slices].sort((a, b) => b.amount - a.amount);
  const total = sorted.reduce((sum, s) => sum + Math.max(0, s.amount), 0);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  const share = (amount: number) => (total > 0 ? Math.max(0, amount) / total : 0);
  const describe = (slice: DonutSlice) =>
    `${slice.label}: ${format.money(slice.amount)} (${format.share(share(slice.amount))})` +
    (slice.count === undefined
      ? ''
      : `, ${t('transactions', { count: slice.count, formatted: format.count(slice.count) })}`);

  let offset = 0;
  const arcs = sorted.map((slice, index) => {
    const length = share(slice.amount) * circumference;
    const arc = { slice, index, length, offset };
    offset += length;
    return arc;
  });
  const current = active ? sorted[active.index] : undefined;

  return (
    <Group align="center" gap="md" wrap="wrap" style={{ position: 'relative' }}>
      <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
        <svg
          width={size}
          height={size}
          viewBox={`0 0 ${size} ${size}`}
          style={{ overflow: 'visible', display: 'block' }}
        >
          <title>{label}</title>
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            stroke="var(--mantine-color-default-border)"
            strokeWidth={thickness}
          />
          <g transform={`rotate(-90 ${centre} ${centre})`}>
            {arcs.map(({ slice, index, length, offset: start }) =>
              length <= 0 ? null : (
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG shape named for screen readers, its tooltip shown on focus
                <circle
                  key={slice.key}
                  role="img"
                  tabIndex={0}
                  aria-label={describe(slice)}
                  aria-describedby={active?.index === index ? tooltipId : undefined}
                  data-testid="donut-slice"
                  cx={centre}
                  cy={centre}
                  r={radius}
                  fill="none"
                  stroke={seriesColor(index)}
                  strokeWidth={active?.index === index ? thickness + 6 : thickness}
                  strokeDasharray={`${length} ${circumference - length}`}
                  strokeDashoffset={-start}
                  style={{ cursor: 'pointer', outlineOffset: 2, transition: 'stroke-width 120ms' }}
                  onMouseMove={(event) => {
                    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
                    if (!box) return;
                    setActive({ index, x: event.clientX - box.left, y: event.clientY - box.top });
                  }}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive({ index, x: size, y: centre })}
                  onBlur={() => setActive(null)}
                />
              ),
            )}
          </g>
          <text
            x={centre}
            y={centre - 4}
            textAnchor="middle"
            fontSize={11}
            fill="var(--mantine-color-text)"
            aria-hidden
          >
            {t('total')}
          </text>
          <text x={centre} y={centre + 14} textAnchor="middle" fontSize={14} fontWeight={700} aria-hidden>
            {format.moneyAxis(total)}
          </text>
        </svg>
        {active && current ? (
          <ChartTooltip
            id={tooltipId}
            x={active.x}
            y={active.y}
            boxWidth={size * 2}
            title={current.label}
            rows={[
              { label: t('amount'), value: format.money(current.amount), color: seriesColor(active.index) },
              { label: t('share'), value: format.share(share(current.amount)) },
              ...(current.count === undefined
                ? []
                : [{ label: t('count'), value: format.count(current.count) }]),
            ]}
          />
        ) : null}
      </Box>
      <Box style={{ flex: '1 1 240px', minWidth: 0 }}>
        <ChartLegend
          label={t('legendOf', { chart: label })}
          layout="column"
          items={sorted.map((slice, index) => ({
            key: slice.key,
            label: slice.label,
            color: seriesColor(index),
            value: format.money(slice.amount),
            share: format.share(share(slice.amount)),
          }))}
        />
      </Box>
    </Group>
  );
}
