import type { ConsoleConfig } from '@mentor/contract/platform';
import { createContext, useContext } from 'react';
import { CONFIG_PATH } from '../api/api-runtime';

const ENVIRONMENTS: readonly string[] = ['development', 'production', 'test'];
const AUTH_KEYS = ['authority', 'clientId', 'scope', 'realm', 'redirectPath', 'postLogoutRedirectPath'];
const API_KEYS = ['mainBaseUrl', 'backofficeBaseUrl', 'backofficeClientId', 'otpHeader'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: unknown, keys: readonly string[]): boolean =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/**
 * Checks the configuration document's shape. The server answers it through the contract's
 * `consoleConfigSchema`; the console checks the same fields by hand so that start-up does not
 * load zod (ADR 0270).
 */
export function parseConsoleConfig(value: unknown): ConsoleConfig {
  if (
    !hasStrings(value, ['productName', 'postcodeBaseUrl', 'logoBaseUrl']) ||
    !isRecord(value) ||
    !ENVIRONMENTS.includes(value.environment as string) ||
    !hasStrings(value.auth, AUTH_KEYS) ||
    !hasStrings(value.api, API_KEYS) ||
    !Number.isInteger(value.idleLimitSeconds) ||
    (value.idleLimitSeconds as number) < 0
  )
    throw new Error(`GET ${CONFIG_PATH} answered a document of another shape`);
  return value as unknown as ConsoleConfig;
}

/** Fetches and checks the configuration document. */
export async function loadConsoleConfig(fetcher: typeof fetch = fetch): Promise<ConsoleConfig> {
  const response = await fetcher(CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CONFIG_PATH} answered ${response.status}`);
  return parseConsoleConfig(await response.json());
}

export const ConsoleConfigContext = createContext<ConsoleConfig | null>(null);

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConsoleConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used inside ConsoleConfigContext');
  return config;
}
