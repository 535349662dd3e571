import { createContext, useContext } from 'react';
import { hasPermission } from './access';
import type { SessionUser } from './session-claims';

export interface Session {
  user: SessionUser;
  /** Ends the session at the identity provider. */
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user; only available inside the authenticated shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the authenticated shell');
  return session;
}

/** Permission names held by the signed-in user (spec core §6). */
export function usePermissions(): readonly string[] {
  return useSession().user.permissions;
}

/** Whether the user passes a permission check (prefix match; exact with `strict`). */
export function useHasPermission(requested: string | readonly string[], strict = false): boolean {
  return hasPermission(usePermissions(), requested, { strict });
}

/** Whether the user holds at least one of `permissions` (prefix match). */
export function useHasAnyPermission(permissions: readonly string[]): boolean {
  const held = usePermissions();
  return permissions.some((permission) => hasPermission(held, permission));
}
