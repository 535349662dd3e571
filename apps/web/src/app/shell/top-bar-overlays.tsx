import { Menu, Text, Tooltip } from '@mantine/core';
import type { ReactElement, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole, userTypeLabel } from '../../shared/lib/auth/access';
import { useSession } from '../../shared/lib/auth/session-context';
import { useConsoleConfig } from '../../shared/lib/config/console-config';
import type { LanguageCode } from '../../shared/lib/i18n/locale-path';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { ExternalLinkIcon, LogoutIcon } from '../../shared/ui/icons/icons';
import { SIBLING_APPS, siblingHostUrl } from './sibling-host';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The top bar's floating parts (tooltips, the user and language menus, and the positioning
 * library under them), fetched when the pointer or the focus first reaches the top bar rather
 * than with the frame (deferred-overlays.tsx).
 */

/** A tooltip on hover of a button the top bar rendered itself (nothing wraps the button). */
export function TargetTooltip({ label, target }: { label: string; target: RefObject<HTMLElement | null> }) {
  return <Tooltip label={label} target={target} />;
}

export interface MenuAroundProps {
  /** The button that opens the menu. */
  target: ReactElement;
}

/** User menu (spec core §2.3): name, username, user type, sibling applications and 'Sair'. */
export function UserMenu({ target }: MenuAroundProps) {
  const { t } = useTranslation('shell');
  const { user, logout } = useSession();
  const config = useConsoleConfig();
  const links = SIBLING_APPS.filter((app) => hasRole(user.realmRoles, app.role))
    .map((app) => ({ ...app, href: siblingHostUrl(config.auth.authority, app.label) }))
    .filter((app) => app.href !== null);
  const displayName = user.fullName || user.userName;
  return (
    <Menu position="bottom-end" width={260} withArrow defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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

const CHOICES: readonly LanguageCode[] = ['pt', 'en'];

/** The language menu of the top bar: Português, English. */
export function LanguageMenu({ target }: MenuAroundProps) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <Menu position="bottom-end" withArrow defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {CHOICES.map((choice) => (
          <Menu.Item
            key={choice}
            lang={choice === 'pt' ? 'pt-BR' : 'en'}
            aria-current={choice === language ? 'true' : undefined}
            fw={choice === language ? 700 : undefined}
            onClick={() => switchLanguage(choice)}
          >
            {t(`language.${choice}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
