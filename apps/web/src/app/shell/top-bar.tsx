import { ActionIcon, Burger, Group, TextInput } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/lib/auth/session-context';
import { useLayoutSettings } from '../../shared/lib/settings/layout-settings';
import { SearchIcon, SettingsIcon } from '../../shared/ui/icons/icons';
import { DeferredTooltip } from './deferred-overlays';
import { ColorSchemeToggle, FullscreenToggle } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

const ProjectSelector = lazy(() => import('./project-selector'));
const DownloadCentre = lazy(() => import('./download-centre/download-centre'));
const ApprovalsButton = lazy(() => import('../../features/approvals/components/approvals-button'));

export interface TopBarProps {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  onOpenPalette: () => void;
  onOpenSettings: () => void;
  onColor: boolean;
}

/** Top bar (spec core §2.3): collapse, full screen, project, language, theme, user menu. */
export function TopBar({
  mobileOpened,
  onToggleMobile,
  onToggleDesktop,
  onOpenPalette,
  onOpenSettings,
  onColor,
}: TopBarProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const settings = useLayoutSettings();
  const variant = onColor ? 'transparent' : 'subtle';
  const iconColor = onColor ? 'white' : 'gray';
  const paletteButton = useRef<HTMLButtonElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          color={onColor ? 'white' : undefined}
          aria-label={t('menu.toggle')}
        />
        <Burger
          opened={!settings.sidebarCollapsed}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          color={onColor ? 'white' : undefined}
          aria-label={t('menu.toggle')}
          aria-expanded={!settings.sidebarCollapsed}
        />
        <ActionIcon
          ref={paletteButton}
          variant={variant}
          color={iconColor}
          size="lg"
          onClick={onOpenPalette}
          aria-label={t('palette.open')}
          aria-keyshortcuts="Control+K Meta+K"
          visibleFrom="sm"
        >
          <SearchIcon />
        </ActionIcon>
        <DeferredTooltip label={t('palette.open')} target={paletteButton} />
        {settings.mobileSearchForm && (
          // A phone narrower than 576 px keeps only the icon, leaving the room to the project.
          <ActionIcon
            variant={variant}
            color={iconColor}
            size="lg"
            onClick={onOpenPalette}
            aria-label={t('palette.open')}
            hiddenFrom="xs"
          >
            <SearchIcon />
          </ActionIcon>
        )}
        {settings.mobileSearchForm && (
          <TextInput
            visibleFrom="xs"
            hiddenFrom="sm"
            size="xs"
            readOnly
            placeholder={t('palette.placeholder')}
            aria-label={t('palette.open')}
            leftSection={<SearchIcon size={14} />}
            onClick={onOpenPalette}
            onFocus={onOpenPalette}
            w={140}
          />
        )}
      </Group>
      <Group gap={6} wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
        {user.multiProject && (
          <Suspense fallback={null}>
            <ProjectSelector />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <DownloadCentre variant={variant} />
          <ApprovalsButton color={iconColor} />
        </Suspense>
        {/* On a phone these live in the settings drawer, leaving room for the project. */}
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <FullscreenToggle variant={variant} />
          <LanguageSwitch variant={variant} />
          <ColorSchemeToggle variant={variant} />
        </Group>
        <ActionIcon
          ref={settingsButton}
          variant={variant}
          color={iconColor}
          size="lg"
          onClick={onOpenSettings}
          aria-label={t('settings.open')}
        >
          <SettingsIcon />
        </ActionIcon>
        <DeferredTooltip label={t('settings.open')} target={settingsButton} />
        <UserMenu onColor={onColor} />
      </Group>
    </Group>
  );
}
