import { ROLE_MATRIX } from './role-matrix.ts';

export interface PermissionEntry {
  name: string;
  description: string;
}

/** Every permission name the product checks, with its Portuguese description. */
export function permissionCatalogue(): PermissionEntry[] {
  const names = new Set<string>();
  for (const list of Object.values(ROLE_MATRIX)) for (const n of list) if (n !== '*') names.add(n);
  return [...names].sort().map((name) => ({ name, description: name.replaceAll('_', ' ') }));
}
