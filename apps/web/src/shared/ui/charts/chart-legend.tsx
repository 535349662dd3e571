import { Group, Text } from '@mantine/core';

export interface ChartLegendItem {
  key: string;
  label: string;
  color: string;
  /** Value shown beside the label (formatted), e.g. the series total. */
  value?: string;
  /** Share of the whole (formatted), e.g. '12,5%'. */
  share?: string;
}

/** Legend of a chart: a swatch, the series label and, when given, its value and share. */
export function ChartLegend({
  label,
  items,
  layout = 'row',
}: {
  label: string;
  items: ChartLegendItem[];
  layout?: 'row' | 'column';
}) {
  return (
    <ul
      aria-label={label}
      data-testid="chart-legend"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: layout === 'row' ? 'row' : 'column',
        flexWrap: 'wrap',
        gap: layout === 'row' ? '4px 16px' : 4,
        minWidth: 0,
      }}
    >
      {items.map((item) => (
        <li key={item.key} data-testid="chart-legend-item" style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="baseline">
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: item.color,
                flexShrink: 0,
                alignSelf: 'center',
              }}
            />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.label}
            </Text>
            {item.value !== undefined ? (
              <Text
                size="sm"
                fw={600}
                ml={layout === 'column' ? 'auto' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {item.value}
              </Text>
            ) : null}
            {item.share !== undefined ? (
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {item.share}
              </Text>
            ) : null}
          </Group>
        </li>
      ))}
    </ul>
  );
}
