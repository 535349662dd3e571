import {
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  Image,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../shared/lib/i18n/locale-path';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import {
  HEADER_FILTERS,
  type HeaderFilter,
  ROUTER_ANIMATIONS,
  type RouterAnimation,
  SIDEBAR_IMAGES,
  SIDEBAR_OVERLAYS,
  type SidebarOverlay,
  THEME_COLORS,
  THEMES,
  updateLayoutSettings,
  useLayoutSettings,
} from '../../shared/lib/settings/layout-settings';
import { useSwitchLanguage } from './use-switch-language';

function pick<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/** Layout settings of spec core §2.3, kept in this browser. */
export default function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const settings = useLayoutSettings();
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('settings.title')} size="sm">
      <Stack gap="lg">
        <div>
          <Text fw={600} size="sm" mb={6} id="settings-theme">
            {t('settings.theme')}
          </Text>
          <Group gap="xs" role="radiogroup" aria-labelledby="settings-theme">
            {THEMES.map((theme) => (
              <UnstyledButton
                key={theme}
                role="radio"
                aria-checked={settings.theme === theme}
                aria-label={t(`settings.themes.${theme}`)}
                onClick={() => updateLayoutSettings({ theme })}
              >
                <ColorSwatch color={THEME_COLORS[theme]} size={32}>
                  {settings.theme === theme && <CheckIcon size={14} color="white" />}
                </ColorSwatch>
              </UnstyledButton>
            ))}
          </Group>
        </div>
        <Switch
          label={t('settings.darkMode')}
          checked={isDark}
          onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        />
        <Switch
          label={t('settings.sidebarCollapsed')}
          checked={settings.sidebarCollapsed}
          onChange={(event) => updateLayoutSettings({ sidebarCollapsed: event.currentTarget.checked })}
        />
        <div>
          <Text fw={600} size="sm" mb={6}>
            {t('settings.language')}
          </Text>
          <SegmentedControl
            fullWidth
            value={language}
            onChange={(value) => {
              if (isLanguageCode(value)) {
                updateLayoutSettings({ language: value });
                switchLanguage(value);
              }
            }}
            data={[
              { value: 'pt', label: t('language.pt') },
              { value: 'en', label: t('language.en') },
            ]}
            aria-label={t('settings.language')}
          />
        </div>
        <NativeSelect
          label={t('settings.routerAnimation')}
          value={settings.routerAnimation}
          onChange={(event) => {
            const routerAnimation: RouterAnimation | undefined = pick(
              ROUTER_ANIMATIONS,
              event.currentTarget.value,
            );
            if (routerAnimation) updateLayoutSettings({ routerAnimation });
          }}
          data={ROUTER_ANIMATIONS.map((value) => ({ value, label: t(`settings.animations.${value}`) }))}
        />
        <NativeSelect
          label={t('settings.headerFilter')}
          value={settings.headerFilter}
          onChange={(event) => {
            const headerFilter: HeaderFilter | undefined = pick(HEADER_FILTERS, event.currentTarget.value);
            if (headerFilter) updateLayoutSettings({ headerFilter });
          }}
          data={HEADER_FILTERS.map((value) => ({ value, label: t(`settings.headerFilters.${value}`) }))}
        />
        <Switch
          label={t('settings.sidebarImageEnabled')}
          checked={settings.sidebarImageEnabled}
          onChange={(event) => updateLayoutSettings({ sidebarImageEnabled: event.currentTarget.checked })}
        />
        <div>
          <Text fw={600} size="sm" mb={6} id="settings-sidebar-image">
            {t('settings.sidebarImage')}
          </Text>
          <Group gap="xs" role="radiogroup" aria-labelledby="settings-sidebar-image">
            {SIDEBAR_IMAGES.map((image, index) => (
              <UnstyledButton
                key={image}
                role="radio"
                aria-checked={settings.sidebarImage === image}
                aria-label={t('settings.sidebarImageOption', { number: index + 1 })}
                onClick={() => updateLayoutSettings({ sidebarImage: image, sidebarImageEnabled: true })}
                style={{
                  outline:
                    settings.sidebarImage === image
                      ? '3px solid var(--mantine-primary-color-filled)'
                      : undefined,
                  borderRadius: 6,
                }}
              >
                <Image src={`/sidebar/${image}.svg`} alt="" w={40} h={64} radius="sm" />
              </UnstyledButton>
            ))}
          </Group>
        </div>
        <NativeSelect
          label={t('settings.sidebarOverlay')}
          value={settings.sidebarOverlay}
          onChange={(event) => {
            const sidebarOverlay: SidebarOverlay | undefined = pick(
              SIDEBAR_OVERLAYS,
              event.currentTarget.value,
            );
            if (sidebarOverlay) updateLayoutSettings({ sidebarOverlay });
          }}
          data={SIDEBAR_OVERLAYS.map((value) => ({ value, label: t(`settings.overlays.${value}`) }))}
        />
        <Switch
          label={t('settings.mobileSearchForm')}
          checked={settings.mobileSearchForm}
          onChange={(event) => updateLayoutSettings({ mobileSearchForm: event.currentTarget.checked })}
        />
      </Stack>
    </Drawer>
  );
}
