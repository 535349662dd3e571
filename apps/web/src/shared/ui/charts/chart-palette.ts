/** Series colours (Mantine palette, shade 6), in order; repeated past the tenth series. */
export const CHART_PALETTE = [
  'blue',
  'teal',
  'orange',
  'grape',
  'red',
  'cyan',
  'lime',
  'pink',
  'indigo',
  'yellow',
] as const;

/** CSS colour of the n-th series. */
export function seriesColor(index: number): string {
  const name = CHART_PALETTE[index % CHART_PALETTE.length] ?? 'gray';
  return `var(--mantine-color-${name}-6)`;
}
