import { PERMISSIONS } from '@mentor/contract';

export interface PermissionEntry {
  name: string;
  description: string;
}

/**
 * Every permission the product checks, as the contract names them, with the Portuguese
 * description shown on the roles screen. `bypass_permission` is a realm role, not a grant.
 */
export function permissionCatalogue(): PermissionEntry[] {
  return PERMISSIONS.filter((p) => p.name !== 'bypass_permission').map((p) => ({
    name: p.name,
    description: p.description.pt,
  }));
}
