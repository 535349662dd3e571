/** Series colours (Mantine palette), in order: shade 6, then 8, then 4 past every ten series. */
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

const SHADES = [6, 8, 4] as const;

/** CSS colour of the n-th series; the first thirty are all different. */
export function seriesColor(index: number): string {
  const name = CHART_PALETTE[index % CHART_PALETTE.length] ?? 'gray';
  const shade = SHADES[Math.floor(index / CHART_PALETTE.length) % SHADES.length] ?? 6;
  return `var(--mantine-color-${name}-${shade})`;
}
