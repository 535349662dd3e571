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
  if (layout === 'column') {
    // A grid: swatch, label (wraps between words), value and share aligned in columns.
    return (
      <ul
        aria-label={label}
        data-testid="chart-legend"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: '10px minmax(6rem, 1fr) auto auto',
          columnGap: 8,
          rowGap: 4,
          alignItems: 'baseline',
          minWidth: 0,
        }}
      >
        {items.map((item) => (
          <li key={item.key} data-testid="chart-legend-item" style={{ display: 'contents' }}>
            <span aria-hidden style={{ ...swatch(item.color), alignSelf: 'center' }} />
            <Text size="sm" component="span">
              {item.label}
            </Text>
            <Text size="sm" fw={600} component="span" ta="right" style={numeric}>
              {item.value ?? ''}
            </Text>
            <Text size="sm" component="span" ta="right" style={numeric}>
              {item.share ?? ''}
            </Text>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label={label}
      data-testid="chart-legend"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        minWidth: 0,
      }}
    >
      {items.map((item) => (
        <li key={item.key} data-testid="chart-legend-item" style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="baseline">
            <span aria-hidden style={{ ...swatch(item.color), alignSelf: 'center' }} />
            <Text size="sm">{item.label}</Text>
            {item.value !== undefined ? (
              <Text size="sm" fw={600} style={numeric}>
                {item.value}
              </Text>
            ) : null}
            {item.share !== undefined ? (
              <Text size="sm" style={numeric}>
                {item.share}
              </Text>
            ) : null}
          </Group>
        </li>
      ))}
    </ul>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function swatch(color: string) {
  return {
    width: 10,
    height: 10,
    borderRadius: 2,
    background: color,
    flexShrink: 0,
    display: 'inline-block',
  };
}
