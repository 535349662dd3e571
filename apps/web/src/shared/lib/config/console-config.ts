import { type ConsoleConfig, consoleConfigSchema } from '@mentor/contract/platform';
import { createContext, useContext } from 'react';

/** Path of the configuration document (spec core §7). */
export const CONFIG_PATH = '/api/config';

/** Fetches and parses the configuration document. */
export async function loadConsoleConfig(fetcher: typeof fetch = fetch): Promise<ConsoleConfig> {
  const response = await fetcher(CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CONFIG_PATH} answered ${response.status}`);
  return consoleConfigSchema.parse(await response.json());
}

export const ConsoleConfigContext = createContext<ConsoleConfig | null>(null);

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConsoleConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used inside ConsoleConfigContext');
  return config;
}
