import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enErrors from '../../locales/en/errors.json';
import enMenu from '../../locales/en/menu.json';
import enShell from '../../locales/en/shell.json';
import ptErrors from '../../locales/pt-BR/errors.json';
import ptMenu from '../../locales/pt-BR/menu.json';
import ptShell from '../../locales/pt-BR/shell.json';
import type { SessionUser } from '../../shared/lib/auth/session-claims';
import { SessionContext } from '../../shared/lib/auth/session-context';

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userName: 'maria.silva',
    fullName: 'Maria Silva',
    realmRoles: ['mentor_assistant'],
    permissions: ['mentor_assistant'],
    multiProject: false,
    projectId: 1,
    ...overrides,
  };
}

export function createShellTestI18n(language: 'pt-BR' | 'en' = 'pt-BR'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt-BR',
    // An empty translation counts as missing: the fallback or default text shows instead.
    returnEmptyString: false,
    ns: ['shell', 'menu', 'errors'],
    defaultNS: 'shell',
    resources: {
      'pt-BR': { shell: ptShell, menu: ptMenu, errors: ptErrors },
      en: { shell: enShell, menu: enMenu, errors: enErrors },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderInShellOptions {
  user?: SessionUser;
  /** Initial URL; '/en/...' renders in English. */
  path?: string;
  logout?: () => void;
}

/**
 * Renders a shell component inside a memory router, Mantine, i18n and a signed-in session.
 * Every path renders `ui`.
 */
export function renderInShell(
  ui: ReactElement,
  { user = testUser(), path = '/', logout = () => undefined }: RenderInShellOptions = {},
) {
  const i18n = createShellTestI18n(path === '/en' || path.startsWith('/en/') ? 'en' : 'pt-BR');
  const rootRoute = createRootRoute({ component: Outlet });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <SessionContext.Provider value={{ user, logout }}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}
