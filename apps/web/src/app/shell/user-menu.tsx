import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasRole, userTypeLabel } from '../../shared/lib/auth/access';
import { useSession } from '../../shared/lib/auth/session-context';
import { useConsoleConfig } from '../../shared/lib/config/console-config';
import { ChevronDownIcon, ExternalLinkIcon, LogoutIcon } from '../../shared/ui/icons/icons';
import { SIBLING_APPS, siblingHostUrl } from './sibling-host';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** User menu (spec core §2.3): name, username, user type, sibling applications and 'Sair'. */
export function UserMenu({ onColor }: { onColor: boolean }) {
  const { t } = useTranslation('shell');
  const { user, logout } = useSession();
  const config = useConsoleConfig();
  const links = SIBLING_APPS.filter((app) => hasRole(user.realmRoles, app.role))
    .map((app) => ({ ...app, href: siblingHostUrl(config.auth.authority, app.label) }))
    .filter((app) => app.href !== null);
  const displayName = user.fullName || user.userName;

  return (
    <Menu position="bottom-end" width={260} withArrow>
      <Menu.Target>
        {/* Named by its visible text plus a hidden 'Menu do usuário', so the name a screen
            reader announces starts with what sighted staff read. */}
        <UnstyledButton c={onColor ? 'white' : undefined}>
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size="sm" color={onColor ? 'white' : 'blue'} aria-hidden>
              {initials(displayName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" lineClamp={1} maw={160}>
              {displayName}
            </Text>
            <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
            <ChevronDownIcon size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" data-testid="user-full-name">
            {displayName}
          </Text>
          <Text size="xs" data-testid="user-name">
            {user.userName}
          </Text>
          <Text size="xs" fw={600} data-testid="user-type">
            {userTypeLabel(user.realmRoles)}
          </Text>
        </Menu.Label>
        {links.length > 0 && <Menu.Divider />}
        {links.map((app) => (
          <Menu.Item
            key={app.id}
            component="a"
            href={app.href ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<ExternalLinkIcon size={14} />}
          >
            {t(`userMenu.links.${app.id}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogoutIcon size={14} />} onClick={logout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
