import type { App, AppDeps } from '../../http/app-types.ts';

export async function registryRoutes(_app: App, _deps: AppDeps): Promise<void> {}
