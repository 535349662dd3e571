/**
 * Address of a sibling application of the identity server (spec core §2.3): the identity
 * host with its first label replaced ('auth.example.com' → 'vendas.example.com'). Hosts with a
 * single label or IP addresses have no siblings.
 */
export function siblingHostUrl(identityUrl: string, firstLabel: string): string | null {
  let url: URL;
  try {
    url = new URL(identityUrl);
  } catch {
    return null;
  }
  const labels = url.hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(url.hostname) || url.hostname.includes(':')) return null;
  labels[0] = firstLabel;
  return `${url.protocol}//${labels.join('.')}${url.port ? `:${url.port}` : ''}/`;
}

/** The user-menu links and the realm role each needs (spec core §2.3, §6). */
export const SIBLING_APPS = [
  { id: 'backoffice', role: 'bo-access', label: 'backoffice' },
  { id: 'sales', role: 'sales_access', label: 'vendas' },
  { id: 'banking', role: 'cp-client', label: 'banking' },
] as const;
