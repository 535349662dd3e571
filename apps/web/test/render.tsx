import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
// Brings the jest-dom matcher types into every test that renders through this helper.
import type {} from '@testing-library/jest-dom/vitest';
import { cleanup, type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import enKit from '../src/locales/en/kit.json';
import ptKit from '../src/locales/pt-BR/kit.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

/** Languages the console ships with. */
export type TestLanguage = 'pt-BR' | 'en';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Language of the i18next instance created for this render. Defaults to 'pt-BR'. */
  language?: TestLanguage;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The i18next instance used by this render (fresh per call). */
  i18n: I18n;
}

/** Builds an isolated i18next instance holding the `kit` namespace in both languages. */
export function createTestI18n(language: TestLanguage = 'pt-BR'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt-BR',
    // An empty translation counts as missing: the fallback or default text shows instead.
    returnEmptyString: false,
    ns: ['kit'],
    defaultNS: 'kit',
    resources: { 'pt-BR': { kit: ptKit }, en: { kit: enKit } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The providers the console mounts at its root, around `children`. */
export function TestProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/**
 * Renders `ui` inside the providers the console mounts at its root: Mantine (test environment:
 * no transitions, no portals), Mantine modals and a fresh i18next instance. `rerender` keeps
 * the same providers.
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'pt-BR', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const i18n = createTestI18n(language);
  const result = render(<TestProviders i18n={i18n}>{ui}</TestProviders>, options);
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(<TestProviders i18n={i18n}>{next}</TestProviders>),
    i18n,
  };
}

/** Options of {@link renderAtUrl}. */
export interface RenderAtUrlOptions {
  /** The route the screen is mounted at ('$' matches any address). Defaults to '$'. */
  path?: string;
  language?: TestLanguage;
  /** Locale namespaces the screen reads, per language: `{ 'pt-BR': { receivables: pt } }`. */
  bundles?: Partial<Record<TestLanguage, Record<string, object>>>;
}

/**
 * Renders a screen (or a part of one) at an address, as the console does: a router in memory
 * starting at `url`, a query client that does not retry, and the providers of
 * {@link renderWithProviders} with the screen's locale namespaces. Returns the router (its
 * `state.location` is the address the screen wrote) and the query client.
 */
export function renderAtUrl(
  component: () => ReactNode,
  url: string,
  { path = '$', language = 'pt-BR', bundles = {} }: RenderAtUrlOptions = {},
) {
  const i18n = createTestI18n(language);
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const [namespace, resources] of Object.entries(namespaces ?? {})) {
      i18n.addResourceBundle(lng, namespace, resources);
    }
  }
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { router, client, i18n };
}
