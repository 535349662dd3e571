import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SCHEMES = ['light', 'dark'] as const;
const BLOCKING = new Set(['serious', 'critical']);

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

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the current screen in the light and the dark colour
 * scheme and fails on any serious or critical violation, listing rule, impact and elements.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.evaluate(
      (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
      scheme,
    );
    // Colours change through CSS transitions (the drop zone's background among them): axe reads
    // the colours once they have ended, as a user sees them.
    await settleAnimations(page);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = result.violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
      }));
    expect(blocking, `${screen} (${scheme}): serious or critical axe violations`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}
