import type { ConsoleConfig } from '@mentor/contract/platform';

/**
 * Where the configuration document is read (`platform.readConfig`, answered without a token):
 * the one call made before the API clients know their base URLs, by hand so that start-up does
 * not load zod (ADR 0270).
 */
export const CONFIG_PATH = '/api/config';

/**
 * What the API clients need from the running session, set once the configuration document is
 * loaded and the user signed in.
 */
interface ApiRuntime {
  config: ConsoleConfig | undefined;
  getAccessToken: () => string | undefined;
  logout: () => void;
}

const runtime: ApiRuntime = {
  config: undefined,
  getAccessToken: () => undefined,
  logout: () => undefined,
};

export function configureApiRuntime(patch: Partial<ApiRuntime>): void {
  Object.assign(runtime, patch);
}

export function apiRuntime(): Readonly<ApiRuntime> {
  return runtime;
}
