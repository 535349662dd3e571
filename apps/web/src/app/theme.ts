import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { AA_TEXT_CONTRAST, contrastRatio, firstReadableShade } from '../shared/lib/contrast/contrast';
import { THEME_COLORS, type ThemeName } from '../shared/lib/settings/layout-settings';

/** Brand colours of spec core §2.3. */
export const BRAND_COLORS = {
  primary: '#003366',
  accent: '#00cc00',
  error: '#D32F2F',
  success: '#388E3C',
  warning: '#FFA000',
} as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, target: number, amount: number): string {
  const mixed = channels(hex).map((channel) => Math.round(channel + (target - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around a base colour (index 6 is the base), as Mantine palettes expect. */
export function shadesOf(hex: string): MantineColorsTuple {
  return [
    mix(hex, 255, 0.92),
    mix(hex, 255, 0.8),
    mix(hex, 255, 0.62),
    mix(hex, 255, 0.45),
    mix(hex, 255, 0.28),
    mix(hex, 255, 0.12),
    hex,
    mix(hex, 0, 0.12),
    mix(hex, 0, 0.24),
    mix(hex, 0, 0.36),
  ];
}

/** Backgrounds text sits on: white in light; in dark the cards (dark-6), lighter than the body. */
const LIGHT_BODY = '#ffffff';
const DARK_BODY = '#2e2e2e';
/** Tinted surfaces text also sits on in light: striped and hovered rows (gray-1). */
const LIGHT_SURFACE = '#f1f3f5';
/** Below this luminance white text reads at 4.5:1 or more, above it black text does. */
const EQUAL_CONTRAST_LUMINANCE = 0.179;

/** A theme's palette and the shade filled elements use: the first darker than the base that carries white text at WCAG AA (4.5:1). */
export function readableShades(theme: ThemeName): { shades: MantineColorsTuple; filled: MantineColorShade } {
  const shades = shadesOf(THEME_COLORS[theme]);
  return { shades, filled: firstReadableShade(shades, '#ffffff', [6, 7, 8, 9]) as MantineColorShade };
}

/**
 * A chip (Mantine badge) keeps its whole label at every width: Mantine lets its label shrink to
 * 'H…' when a table column or a row is short of room; the column or row grows, or wraps, instead.
 */
const WHOLE_CHIP = {
  root: { flexShrink: 0, overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

export function createConsoleTheme(theme: ThemeName): MantineThemeOverride {
  const readable = readableShades(theme);
  return createTheme({
    primaryColor: 'theme',
    primaryShade: { light: readable.filled, dark: readable.filled },
    // Text on filled colours is white or black, whichever reads at 4.5:1 (themes too light
    // for white text, such as amber, get black text).
    autoContrast: true,
    luminanceThreshold: EQUAL_CONTRAST_LUMINANCE,
    colors: {
      theme: readable.shades,
      brand: shadesOf(BRAND_COLORS.primary),
      accent: shadesOf(BRAND_COLORS.accent),
      error: shadesOf(BRAND_COLORS.error),
      success: shadesOf(BRAND_COLORS.success),
      warning: shadesOf(BRAND_COLORS.warning),
    },
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, sans-serif',
    defaultRadius: 'md',
    components: {
      Badge: { styles: WHOLE_CHIP },
      // A multi-select or tags input mounts its list of options when it opens, as a select
      // does, not hidden with the page: a filter panel of a dozen fields stays light to mount.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/**
 * Text of "light" variants (status chips, light badges and buttons): Mantine's shade 6 (light
 * scheme) is under 4.5:1 for yellow, orange, green and cyan on their tinted background; a darker
 * mix of shade 9 (light) and shade 2 (dark) stay above it for every colour.
 */
function lightVariantText(colors: Record<string, unknown>, scheme: 'light' | 'dark'): Record<string, string> {
  return Object.fromEntries(
    Object.keys(colors).map((name) => [
      `--mantine-color-${name}-light-color`,
      scheme === 'light'
        ? `color-mix(in srgb, var(--mantine-color-${name}-9) 60%, black)`
        : `var(--mantine-color-${name}-2)`,
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {
    '--mentor-brand': BRAND_COLORS.primary,
    '--mentor-accent': BRAND_COLORS.accent,
    '--mentor-error': BRAND_COLORS.error,
    '--mentor-success': BRAND_COLORS.success,
    '--mentor-warning': BRAND_COLORS.warning,
  },
  light: {
    ...lightVariantText(theme.colors, 'light'),
    ...colorText(theme.colors, 'light'),
    '--mantine-color-anchor': readableColor(theme.colors.theme, 'light'),
    // Mantine's gray-6 "dimmed" text is 3.3:1 on white; gray-7 reads at 7:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders are text too (WCAG 1.4.3): gray-5 is 2.1:1 on white.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Field errors (and the placeholder of a field in error): red-6 is 3.5:1 on white.
    '--mantine-color-error': readableColor(theme.colors.red, 'light'),
  },
  dark: {
    ...lightVariantText(theme.colors, 'dark'),
    ...colorText(theme.colors, 'dark'),
    '--mantine-color-anchor': readableColor(theme.colors.theme, 'dark'),
    // dark-2 "dimmed" text falls under 4.5:1 on cards (dark-6); dark-1 stays above it.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': readableColor(theme.colors.red, 'dark'),
  },
});

/**
 * Text in a palette colour (`c="green"`: credits and debits, statuses): Mantine's filled shade
 * (light) and shade 4 (dark) fall under 4.5:1 for green, teal, cyan, yellow and orange; the
 * first shade that reads at 4.5:1 on white and on tinted rows (light) or on cards (dark).
 */
function colorText(
  colors: Record<string, readonly string[]>,
  scheme: 'light' | 'dark',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [
      `--mantine-color-${name}-text`,
      readableText(shades, scheme),
    ]),
  );
}

/**
 * The first shade of a palette that reads at 4.5:1 on the scheme's surfaces; when none does
 * (green and yellow in light), the darkest shade mixed towards black (or the lightest towards
 * white in dark) until it does.
 */
export function readableText(shades: readonly string[], scheme: 'light' | 'dark'): string {
  const surface = scheme === 'light' ? LIGHT_SURFACE : DARK_BODY;
  const order = scheme === 'light' ? [6, 7, 8, 9] : [5, 4, 3, 2, 1];
  const index = firstReadableShade(shades, surface, order);
  const closest = shades[index];
  if (!closest || !/^#[0-9a-f]{6}$/i.test(closest)) return closest ?? 'inherit';
  if (contrastRatio(closest, surface) >= AA_TEXT_CONTRAST) return closest;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const mixed = mix(closest, scheme === 'light' ? 0 : 255, amount);
    if (contrastRatio(mixed, surface) >= AA_TEXT_CONTRAST) return mixed;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

function readableColor(shades: readonly string[] | undefined, scheme: 'light' | 'dark'): string {
  if (!shades) return 'inherit';
  const index =
    scheme === 'light'
      ? firstReadableShade(shades, LIGHT_BODY, [6, 7, 8, 9])
      : firstReadableShade(shades, DARK_BODY, [5, 4, 3, 2, 1]);
  return shades[index] ?? 'inherit';
}
