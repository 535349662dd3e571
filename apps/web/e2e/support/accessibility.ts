import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until every CSS transition and finite animation of the page has ended (spinners run on). */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
    scheme,
  );
  // Colours change through CSS transitions (the drop zone's background among them): axe reads
  // the colours once they have ended, as a user sees them.
  await settleAnimations(page);
}

/**
 * The serious and critical axe-core violations of the current screen: every WCAG 2 A and AA rule
 * in the light colour scheme, then the colour rule alone in the dark one (the structure, names
 * and roles do not change with the theme: only colours do). Each is `rule (impact, scheme):
 * help — elements`; empty when the screen passes. The page is left in the light scheme.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    const builder = new AxeBuilder({ page });
    if (scheme === 'light') builder.withTags(WCAG_TAGS);
    else builder.withRules(['color-contrast']);
    const result = await builder.analyze();
    for (const violation of result.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(' | ');
      found.push(`${violation.id} (${violation.impact}, ${scheme}): ${violation.help} — ${targets}`);
    }
  }
  await setScheme(page, 'light');
  return found;
}

/** Fails on any serious or critical axe violation of the current screen (see {@link accessibilityViolations}). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await accessibilityViolations(page), `${screen}: serious or critical axe violations`).toEqual([]);
}
