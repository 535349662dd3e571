import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../shared/lib/contrast/contrast';
import { THEMES } from '../shared/lib/settings/layout-settings';
import { createConsoleTheme, cssVariablesResolver, readableText } from './theme';

/** Where coloured text sits: white and tinted rows in light, the body and cards in dark. */
const SURFACES = { light: ['#ffffff', '#f1f3f5'], dark: ['#242424', '#2e2e2e'] } as const;

describe('coloured text reads at WCAG AA in both schemes', () => {
  it.each(THEMES)('%s theme: every palette colour as text (c="green", c="red", …)', (name) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createConsoleTheme(name));
    const variables = cssVariablesResolver(theme);
    for (const scheme of ['light', 'dark'] as const) {
      for (const color of Object.keys(theme.colors)) {
        const value = variables[scheme][`--mantine-color-${color}-text`];
        expect(value, `${color} (${scheme})`).toMatch(/^#[0-9a-f]{6}$/i);
        for (const surface of SURFACES[scheme])
          expect(
            contrastRatio(value ?? '', surface),
            `${color} on ${surface} (${scheme})`,
          ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a palette shade when one is readable and darkens green, which has none', () => {
    expect(readableText(DEFAULT_THEME.colors.red, 'light')).toBe(DEFAULT_THEME.colors.red[9]);
    const green = readableText(DEFAULT_THEME.colors.green, 'light');
    expect(DEFAULT_THEME.colors.green).not.toContain(green);
    // The statement's credits were green-8 (#2f9e44): 3.26:1 on striped rows.
    expect(contrastRatio(DEFAULT_THEME.colors.green[8], '#f1f3f5')).toBeLessThan(4.5);
    expect(contrastRatio(green, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
  });
});
