import { AppShell, Image, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../shared/lib/i18n/use-route-path';
import { useDeferredMount } from '../../shared/lib/render/use-deferred-mount';
import { updateLayoutSettings, useLayoutSettings } from '../../shared/lib/settings/layout-settings';
import { IdleLogout } from '../idle/idle-logout';
import { wantTopBarOverlays } from './deferred-overlays';
import { HEADER_BACKGROUNDS, SIDEBAR_OVERLAY_COLORS } from './header-filter';
import { MainArea } from './main-area';
import classes from './shell.module.css';
import { SidebarMenu } from './sidebar-menu';
import { TopBar } from './top-bar';

const CommandPalette = lazy(() => import('../command-palette/command-palette'));
const SettingsDrawer = lazy(() => import('./settings-drawer'));

/** Drawer width of spec core §2.3. */
export const NAVBAR_WIDTH = 250;

/** The frame of every screen: top bar, sidebar menu and the main area. */
export function ConsoleAppShell() {
  const { t } = useTranslation('shell');
  const settings = useLayoutSettings();
  const pathTo = useRoutePath();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [paletteOpened, palette] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const header = HEADER_BACKGROUNDS[settings.headerFilter];
  // The frame's boxes are drawn at once; the top bar, the menu and the main area in a pass of
  // their own right after, in slices (the router draws its first match in one task).
  const filled = useDeferredMount();

  const openPalette = () => {
    setPaletteLoaded(true);
    palette.open();
  };
  const openSettings = () => {
    setSettingsLoaded(true);
    settingsDrawer.open();
  };
  useHotkeys([['mod+K', openPalette]], []);

  const navbarStyle: CSSProperties & Record<'--sidebar-overlay', string> = {
    '--sidebar-overlay': SIDEBAR_OVERLAY_COLORS[settings.sidebarOverlay],
    backgroundImage: settings.sidebarImageEnabled ? `url(/sidebar/${settings.sidebarImage}.svg)` : undefined,
  };

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipLink')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: NAVBAR_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened, desktop: settings.sidebarCollapsed },
        }}
        padding="md"
      >
        <AppShell.Header
          style={{ background: header.background, color: header.onColor ? 'white' : undefined }}
          // The top bar's tooltips and menus are fetched as the pointer or the focus comes near.
          onPointerEnter={wantTopBarOverlays}
          onFocus={wantTopBarOverlays}
        >
          {filled && (
            <TopBar
              mobileOpened={mobileOpened}
              onToggleMobile={mobile.toggle}
              onToggleDesktop={() => updateLayoutSettings({ sidebarCollapsed: !settings.sidebarCollapsed })}
              onOpenPalette={openPalette}
              onOpenSettings={openSettings}
              onColor={header.onColor}
            />
          )}
        </AppShell.Header>
        <AppShell.Navbar
          className={`${classes.navbar} ${settings.sidebarImageEnabled ? classes.navbarImaged : ''}`}
          style={navbarStyle}
        >
          <AppShell.Section p="md">
            <Link to={pathTo('/')} className={classes.brand} aria-label={t('brandHome')}>
              <Image src="/logo.svg" alt="" w={36} h={36} />
              <span>{t('brand')}</span>
            </Link>
          </AppShell.Section>
          <AppShell.Section grow component="div" style={{ display: 'flex', minHeight: 0 }}>
            {filled && <SidebarMenu onNavigate={mobile.close} />}
          </AppShell.Section>
          <AppShell.Section p="sm">
            <Text size="xs" c="dimmed" ta="center">
              {t('copyright')}
            </Text>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          {filled && <MainArea animation={settings.routerAnimation} />}
        </AppShell.Main>
        <IdleLogout />
        <Suspense fallback={null}>
          {paletteLoaded && <CommandPalette opened={paletteOpened} onClose={palette.close} />}
          {settingsLoaded && <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />}
        </Suspense>
      </AppShell>
    </>
  );
}
