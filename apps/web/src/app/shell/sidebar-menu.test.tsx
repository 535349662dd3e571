import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU, visibleMenu } from '../../shared/lib/auth/access';
import { renderInShell, testUser } from '../testing/render-in-shell';
import { SidebarMenu } from './sidebar-menu';

/** Every link of the menu, its closed groups opened first (their links are drawn on opening). */
function menuLinks(navigationName = 'Menu principal'): string[] {
  const nav = screen.getByRole('navigation', { name: navigationName });
  for (const group of within(nav).queryAllByRole('button', { expanded: false })) fireEvent.click(group);
  return within(nav)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href') ?? '');
}

afterEach(cleanup);

describe('SidebarMenu', () => {
  it("draws a closed group's links when it is first opened, and keeps them once closed", async () => {
    renderInShell(<SidebarMenu />, {
      user: testUser({ permissions: ['mentor_comercial_operator', 'read_merchant_list'] }),
      path: '/',
    });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const group = within(nav).getByRole('button', { name: 'Lojistas' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryAllByRole('link', { hidden: true })).toHaveLength(0);

    fireEvent.click(group);
    expect(within(nav).getByRole('link', { name: 'Lojistas' })).toHaveAttribute('href', '/merchants');
    fireEvent.click(group);
    expect(within(nav).getByRole('link', { name: 'Lojistas', hidden: true })).not.toBeVisible();
  });

  it('shows exactly the children a permission allows and hides empty groups', async () => {
    renderInShell(<SidebarMenu />, {
      user: testUser({ permissions: ['mentor_comercial_operator', 'read_merchant_list'] }),
    });
    await screen.findByRole('navigation', { name: 'Menu principal' });

    expect(menuLinks()).toEqual(['/merchants']);
    expect(screen.getByRole('button', { name: 'Lojistas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gestão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Financeiro' })).not.toBeInTheDocument();
  });

  it('matches the contract visibleMenu for a mixed set of permissions', async () => {
    const permissions = ['mentor_financial', 'read_transactions', 'read_payments', 'read_dashboard_tpv'];
    renderInShell(<SidebarMenu />, { user: testUser({ permissions }) });
    await screen.findByRole('navigation', { name: 'Menu principal' });

    const expected = visibleMenu(permissions).flatMap((group) => group.items.map((item) => item.path));
    expect(menuLinks()).toEqual(expected);
    expect(expected).toContain('/financial/receivable_registry');
    expect(expected).not.toContain('/financial/statement');
  });

  it('treats the strict blacklist manager entry as an exact match', async () => {
    renderInShell(<SidebarMenu />, { user: testUser({ permissions: ['manage_restrictive_list_view'] }) });
    await screen.findByRole('navigation', { name: 'Menu principal' });

    expect(menuLinks()).toContain('/blacklist');
    expect(menuLinks()).not.toContain('/blacklist-manager');
  });

  it('shows every group to bypass_permission, under /en in English', async () => {
    renderInShell(<SidebarMenu />, {
      user: testUser({ permissions: ['bypass_permission'] }),
      path: '/en/merchants',
    });
    await screen.findByRole('navigation', { name: 'Main menu' });

    const links = menuLinks('Main menu');
    expect(links).toHaveLength(MENU.flatMap((group) => group.items).length);
    expect(links.every((href) => href.startsWith('/en/'))).toBe(true);
    const active = screen.getByRole('link', { name: 'Merchants', current: 'page', hidden: true });
    expect(active).toHaveAttribute('href', '/en/merchants');
  });

  it('cuts long titles at 25 characters and keeps the full title', async () => {
    renderInShell(<SidebarMenu />, {
      user: testUser({ permissions: ['access_transaction_management'] }),
      path: '/analysis-transactions/transactions-analysis',
    });
    const group = await screen.findByRole('button', { name: 'Análise de Transações' });
    expect(group).toHaveAttribute('title', 'Análise de Transações');
    const longLink = screen.getByRole('link', { hidden: true, current: 'page' });
    const fullTitle = longLink.getAttribute('title') ?? '';
    const shown = longLink.textContent ?? '';
    if (fullTitle.length > 25) expect(shown.length).toBeLessThanOrEqual(26);
    else expect(shown).toBe(fullTitle);
  });
});
