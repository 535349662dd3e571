import type { HeaderFilter, SidebarOverlay } from '../../shared/lib/settings/layout-settings';

/** Background of the top bar for each header filter; `onColor` means light text on it. */
export const HEADER_BACKGROUNDS: Readonly<Record<HeaderFilter, { background: string; onColor: boolean }>> = {
  brand: { background: 'var(--mentor-brand)', onColor: true },
  primary: { background: 'var(--mantine-primary-color-filled)', onColor: true },
  success: { background: 'var(--mentor-success)', onColor: true },
  warning: { background: 'var(--mentor-warning)', onColor: true },
  error: { background: 'var(--mentor-error)', onColor: true },
  light: { background: 'var(--mantine-color-body)', onColor: false },
};

/** Tint laid over the sidebar background image. */
export const SIDEBAR_OVERLAY_COLORS: Readonly<Record<SidebarOverlay, string>> = {
  dark: 'rgba(10, 20, 35, 0.78)',
  light: 'rgba(255, 255, 255, 0.25)',
  primary: 'rgba(0, 51, 102, 0.78)',
  success: 'rgba(56, 142, 60, 0.78)',
  warning: 'rgba(255, 160, 0, 0.7)',
  error: 'rgba(211, 47, 47, 0.75)',
  info: 'rgba(0, 140, 200, 0.75)',
};
