import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartTooltipRow {
  label: string;
  value: string;
  color?: string;
}

export interface ChartTooltipProps {
  id: string;
  /** Position of the point, in pixels from the chart box's top-left corner. */
  x: number;
  y: number;
  /** Width of the chart box: the tooltip flips to the left of the point near the right edge. */
  boxWidth: number;
  title: ReactNode;
  rows: ChartTooltipRow[];
}

/** The tooltip of a chart point: its title and one line per value. */
export function ChartTooltip({ id, x, y, boxWidth, title, rows }: ChartTooltipProps) {
  const flip = x > boxWidth / 2;
  return (
    <Paper
      id={id}
      role="tooltip"
      shadow="md"
      withBorder
      p="xs"
      style={{
        position: 'absolute',
        left: x,
        top: y,
        transform: `translate(${flip ? 'calc(-100% - 12px)' : '12px'}, -50%)`,
        pointerEvents: 'none',
        zIndex: 2,
        minWidth: 160,
        whiteSpace: 'nowrap',
      }}
    >
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {rows.map((row) => (
        <Text key={row.label} size="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {row.color ? (
            <span
              aria-hidden
              style={{ width: 10, height: 10, borderRadius: 2, background: row.color, flexShrink: 0 }}
            />
          ) : null}
          <span style={{ flex: 1 }}>{row.label}</span>
          <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{row.value}</span>
        </Text>
      ))}
    </Paper>
  );
}
