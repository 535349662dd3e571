import { z } from 'zod';
import { createLocalStore, useLocalStore } from '../store/local-store';

/**
 * Layout settings kept in the browser (spec core §2.3): sidebar collapse, colour theme,
 * language, router animation, header filter, sidebar background image and overlay, and the
 * mobile search form toggle.
 */
export const THEME_COLORS = {
  blue: '#5D92F4',
  amber: '#FFB70F',
  green: '#00D014',
  red: '#FF3739',
  teal: '#00D0BD',
  sky: '#82B1FF',
} as const;
export const THEMES = ['blue', 'amber', 'green', 'red', 'teal', 'sky'] as const;
export const SIDEBAR_IMAGES = ['bg-1', 'bg-2', 'bg-3', 'bg-4'] as const;
export const SIDEBAR_OVERLAYS = ['dark', 'light', 'primary', 'success', 'warning', 'error', 'info'] as const;
export const ROUTER_ANIMATIONS = ['none', 'fade', 'slide-up', 'slide-down', 'slide-right', 'zoom'] as const;
export const HEADER_FILTERS = ['brand', 'primary', 'success', 'warning', 'error', 'light'] as const;

export type ThemeName = (typeof THEMES)[number];
export type SidebarImage = (typeof SIDEBAR_IMAGES)[number];
export type SidebarOverlay = (typeof SIDEBAR_OVERLAYS)[number];
export type RouterAnimation = (typeof ROUTER_ANIMATIONS)[number];
export type HeaderFilter = (typeof HEADER_FILTERS)[number];

const layoutSettingsSchema = z.object({
  sidebarCollapsed: z.boolean().catch(false),
  theme: z.enum(THEMES).catch('blue'),
  language: z.enum(['pt', 'en']).catch('pt'),
  routerAnimation: z.enum(ROUTER_ANIMATIONS).catch('none'),
  headerFilter: z.enum(HEADER_FILTERS).catch('brand'),
  sidebarImageEnabled: z.boolean().catch(false),
  sidebarImage: z.enum(SIDEBAR_IMAGES).catch('bg-1'),
  sidebarOverlay: z.enum(SIDEBAR_OVERLAYS).catch('dark'),
  mobileSearchForm: z.boolean().catch(true),
});
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  sidebarCollapsed: false,
  theme: 'blue',
  language: 'pt',
  // Screens switch at once; an animation stays available in the settings drawer.
  routerAnimation: 'none',
  headerFilter: 'brand',
  sidebarImageEnabled: false,
  sidebarImage: 'bg-1',
  sidebarOverlay: 'dark',
  mobileSearchForm: true,
};

export const layoutSettingsStore = createLocalStore(
  () => 'mentor.layout-settings',
  layoutSettingsSchema,
  DEFAULT_LAYOUT_SETTINGS,
);

export function useLayoutSettings(): LayoutSettings {
  return useLocalStore(layoutSettingsStore);
}

export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  layoutSettingsStore.update((current) => ({ ...current, ...patch }));
}
