import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/lib/auth/session-context';
import { ChevronDownIcon } from '../../shared/ui/icons/icons';
import { DeferredMenu } from './deferred-overlays';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * The user menu's button (spec core §2.3); its menu (name, username, user type, sibling
 * applications and 'Sair') is `UserMenu` in top-bar-overlays.tsx.
 */
export function UserMenu({ onColor }: { onColor: boolean }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const displayName = user.fullName || user.userName;

  return (
    <DeferredMenu
      menu="user"
      target={
        // Named by its visible text plus a hidden 'Menu do usuário', so the name a screen
        // reader announces starts with what sighted staff read.
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
      }
    />
  );
}
