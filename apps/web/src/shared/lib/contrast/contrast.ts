/** WCAG 2 contrast helpers used to pick theme shades that keep text readable (AA: 4.5:1). */

/** WCAG AA minimum contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Index of the first shade in `order` that reaches `minimum` against `background`, else the
 * last index of `order` (the closest the palette gets).
 */
export function firstReadableShade(
  shades: readonly string[],
  background: string,
  order: readonly number[],
  minimum = AA_TEXT_CONTRAST,
): number {
  const found = order.find((index) => {
    const shade = shades[index];
    return shade !== undefined && contrastRatio(shade, background) >= minimum;
  });
  return found ?? (order.at(-1) as number);
}
