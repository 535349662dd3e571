import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
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

export function createConsoleTheme(theme: ThemeName): MantineThemeOverride {
  return createTheme({
    primaryColor: 'theme',
    primaryShade: { light: 6, dark: 7 },
    colors: {
      theme: shadesOf(THEME_COLORS[theme]),
      brand: shadesOf(BRAND_COLORS.primary),
      accent: shadesOf(BRAND_COLORS.accent),
      error: shadesOf(BRAND_COLORS.error),
      success: shadesOf(BRAND_COLORS.success),
      warning: shadesOf(BRAND_COLORS.warning),
    },
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, sans-serif',
    defaultRadius: 'md',
  });
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--mentor-brand': BRAND_COLORS.primary,
    '--mentor-accent': BRAND_COLORS.accent,
    '--mentor-error': BRAND_COLORS.error,
    '--mentor-success': BRAND_COLORS.success,
    '--mentor-warning': BRAND_COLORS.warning,
  },
  light: {},
  dark: {},
});
