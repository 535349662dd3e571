import { ALL_ROUTES } from '@mentor/contract/common/menu';
import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility';
import { accessToken } from './support/login';
import { openAs } from './support/session';
import { hiddenInTables } from './support/tables';

/**
 * No screen is wider than the window: on a desktop (1440 px) and on a phone (390 px), every
 * route of the console (the contract's route table) opens without a horizontal page scroll.
 * Wide content scrolls in its own box (tables), long values wrap and grids collapse.
 *
 * Each screen is loaded once for both checks: on the desktop width it is also checked with
 * axe-core (no serious or critical violation, every WCAG 2 A/AA rule in the light theme and the
 * colour rule in the dark one, support/accessibility.ts).
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, accessibility: true, parts: 4 },
  { name: 'phone', width: 390, height: 844, accessibility: false, parts: 2 },
] as const;

/**
 * Routes whose screen shows a record: the list it is opened from. The record is the first one
 * that list links to, so the screen shows real demo data. The sales representative is opened
 * from the tab of the demo project that has them (4).
 */
const OPENED_FROM: Readonly<Record<string, string>> = {
  '/blacklist-manager/view': '/blacklist-manager',
  '/credentials/{credential}': '/credentials',
  '/merchantgroups/{id}': '/merchantgroups',
  '/merchants/{id}': '/merchants',
  '/projects/{id}': '/projects',
  '/projects/{id}/sales_representatives/{sales_representative_id}': '/projects/4?tab=reps',
  '/services/{service}': '/services',
  '/terminals/{id}': '/terminals',
  '/financial/receivable_registry/contract_effect/{id?}': '/financial/receivable_registry/contract_effect',
  '/financial/receivable_registry/ur/{id?}': '/financial/receivable_registry/ur',
  '/infract-report/infract-report-view-or-action': '/infract-report/infract-report',
  '/infract-report/infraction-med-view-or-action': '/infract-report/infraction-med',
  '/infract-report/transaction-view': '/infract-report/infraction-list-transactions',
  '/onboarding/{id}': '/onboarding/approved-accounts',
  '/onboarding/{id?}/{wlId}': '/onboarding/closed-accounts',
  '/plans/acquirer/{id}': '/plans/acquirer',
  '/plans/sales/{id}': '/plans/sales',
};

/**
 * The routes split into `parts` tests that run side by side on the workers. A route stays with
 * the others of its area (the first path segment), so a record's screen is in the same part as
 * the list it is opened from; areas go to the part with the fewest routes so far, largest first.
 */
function routeParts(parts: number): (typeof ALL_ROUTES)[number][][] {
  const areas = new Map<string, (typeof ALL_ROUTES)[number][]>();
  for (const route of ALL_ROUTES) {
    const area = route.path.split('/')[1] ?? '';
    areas.set(area, [...(areas.get(area) ?? []), route]);
  }
  const split = Array.from({ length: parts }, () => [] as (typeof ALL_ROUTES)[number][]);
  const bySize = [...areas.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [, routes] of bySize) {
    const lightest = split.reduce((min, part) => (part.length < min.length ? part : min));
    lightest.push(...routes);
  }
  return split;
}

/** Addresses a route pattern matches: parameters (optional ones too) are one path segment. */
function addressPattern(pattern: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = pattern
    .split(/\{[^}]+\}/)
    .map(literal)
    .join('[^/?#]+');
  return new RegExp(`^${segments}(\\?.*)?$`);
}

/** Addresses of the routes without parameters: a list's link to one of them is not a record. */
const SCREEN_PATHS = new Set(ALL_ROUTES.map((route) => route.path).filter((path) => !path.includes('{')));

/** The demo data has no merchant group: one is created for the group's screen. */
async function createMerchantGroup(page: Page, name: string): Promise<void> {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const created = await page.request.post('/api/v1/merchantgroup', {
    headers,
    data: { merchant_group_name: name, project_id: 1, terminal_multi_merchant: true },
  });
  expect(created.status(), await created.text()).toBe(201);
}

interface Measure {
  scrollWidth: number;
  innerWidth: number;
  /** Elements wider than the window whose parent is not: what pushes the page out. */
  culprits: string[];
  /** Every link of the screen's content (same origin, path and search). */
  links: string[];
  /** Table cells covered by a pinned cell, and chips cut short. */
  hidden: string[];
}

async function openScreen(page: Page, address: string): Promise<Measure> {
  await page.goto(address);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const name = element.tagName.toLowerCase();
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      const box = element.getBoundingClientRect();
      return `${name}${classes ? `.${classes}` : ''} (${Math.round(box.left)}–${Math.round(box.right)} px) "${text}"`;
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const right = element.getBoundingClientRect().right;
        const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
        return right > width + 0.5 && parentRight <= width + 0.5 && !clipped(element);
      })
      .slice(0, 5)
      .map(describe);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      culprits,
    };
  });
  return { ...layout, links: await screenLinks(page), hidden: await hiddenInTables(page) };
}

/** Every link of the screen's content (same origin): path and search. */
function screenLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.getElementById('main-content') ?? document.body;
    return Array.from(main.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`);
  });
}

// The parts of both widths run side by side, each on a page of its own.
test.describe.configure({ mode: 'parallel' });

test('the parts of each width cover every route of the console once', () => {
  for (const viewport of VIEWPORTS) {
    const paths = routeParts(viewport.parts).flatMap((part) => part.map((route) => route.path));
    expect(paths.toSorted()).toEqual(ALL_ROUTES.map((route) => route.path).toSorted());
  }
});

for (const viewport of VIEWPORTS) {
  for (const [index, routes] of routeParts(viewport.parts).entries()) {
    const areas = [...new Set(routes.map((route) => route.path.split('/')[1] || '/'))].join(', ');
    const what = viewport.accessibility
      ? `fits a ${viewport.width} px window (${viewport.name}) and has no serious or critical axe violation`
      : `fits a ${viewport.width} px window (${viewport.name})`;
    test(`every route ${what}, part ${index + 1} of ${viewport.parts} (${areas})`, async ({ page }) => {
      await checkRoutes(page, viewport, routes);
    });
  }
}

async function checkRoutes(
  page: Page,
  viewport: (typeof VIEWPORTS)[number],
  routes: readonly (typeof ALL_ROUTES)[number][],
): Promise<void> {
  test.setTimeout(routes.length * (viewport.accessibility ? 25_000 : 6_000) + 30_000);
  await openAs(page, 'superadmin', '/');
  if (routes.some((route) => route.path === '/merchantgroups/{id}'))
    await createMerchantGroup(page, `Grupo de lojistas com um nome longo ${viewport.width} ${Date.now()}`);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });

  /** The links each visited screen showed, by the address it was opened at. */
  const linksOf = new Map<string, string[]>();
  /** The address each route pattern was opened at. */
  const openedAt = new Map<string, string>();
  const tooWide: string[] = [];
  const covered: string[] = [];
  const unopened: string[] = [];
  const inaccessible: string[] = [];

  const visit = async (address: string) => {
    let measure: Measure;
    try {
      measure = await openScreen(page, address);
    } catch (error) {
      unopened.push(`${address}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      return;
    }
    linksOf.set(address, measure.links);
    covered.push(...measure.hidden.map((text) => `${address}: ${text}`));
    if (measure.scrollWidth > measure.innerWidth) {
      tooWide.push(
        `${address}: ${measure.scrollWidth} px in a ${measure.innerWidth} px window; ${measure.culprits.join('; ')}`,
      );
    }
    if (viewport.accessibility) {
      for (const violation of await accessibilityViolations(page))
        inaccessible.push(`${address}: ${violation}`);
    }
  };
  /** A record of the route, opened as an operator does: from the first row of its list. */
  const recordAddress = async (pattern: string, from: string): Promise<string | undefined> => {
    if (!linksOf.has(from)) await visit(from);
    const matcher = addressPattern(pattern);
    const needsSearch = !pattern.includes('{');
    const isRecord = (link: string) => {
      const path = link.split('?')[0] ?? link;
      if (!matcher.test(link) || link === from) return false;
      return needsSearch ? link.includes('?') : !SCREEN_PATHS.has(path);
    };
    if (!linksOf.has(from)) return undefined;
    // A tab's rows may arrive after the screen settles: its links are read again until one
    // leads to a record (10 s at most; the route is then reported as not opened).
    await expect
      .poll(
        async () => {
          if (linksOf.get(from)?.some(isRecord)) return true;
          linksOf.set(from, await screenLinks(page));
          return linksOf.get(from)?.some(isRecord) ?? false;
        },
        { timeout: 10_000 },
      )
      .toBe(true)
      .catch(() => undefined);
    return linksOf.get(from)?.find(isRecord);
  };

  for (const route of routes) {
    const list = OPENED_FROM[route.path];
    if (list === undefined) {
      expect(route.path, 'a route with parameters says which list opens it').not.toContain('{');
      // A list already opened for one of its records is not opened again.
      if (!linksOf.has(route.path)) await visit(route.path);
      openedAt.set(route.path, route.path);
      continue;
    }
    const address = await recordAddress(route.path, list);
    if (address === undefined) {
      unopened.push(`${route.path}: ${list} links to no record of it`);
      continue;
    }
    await visit(address);
    openedAt.set(route.path, address);
  }

  expect.soft(unopened, 'screens that did not open').toEqual([]);
  expect.soft(openedAt.size, 'every route of the part was opened').toBe(routes.length);
  expect.soft(tooWide, `screens wider than ${viewport.width} px`).toEqual([]);
  expect.soft(inaccessible, 'serious or critical axe violations').toEqual([]);
  expect(covered, 'table cells under a pinned column, chips cut short').toEqual([]);
}
