import { getI18n } from 'react-i18next';

/**
 * Loads translation namespaces into the console's i18next instance (a no-op for those already
 * loaded). Never rejects: a namespace that fails to load is asked again by the screen itself.
 */
export function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  const instance = getI18n();
  if (!instance) return Promise.resolve();
  return instance.loadNamespaces([...(typeof namespaces === 'string' ? [namespaces] : namespaces)]).then(
    () => undefined,
    () => undefined,
  );
}
