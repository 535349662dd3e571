import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MaximizeIcon, MinimizeIcon, MoonIcon, SunIcon } from '../../shared/ui/icons/icons';
import { DeferredTooltip } from './deferred-overlays';

type Variant = 'subtle' | 'transparent';
const colorOf = (variant: Variant) => (variant === 'transparent' ? 'white' : 'gray');

export function FullscreenToggle({ variant }: { variant: Variant }) {
  const { t } = useTranslation('shell');
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('fullscreen.exit') : t('fullscreen.enter');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ActionIcon
        ref={button}
        variant={variant}
        color={colorOf(variant)}
        size="lg"
        onClick={() => void toggle()}
        aria-label={label}
        aria-pressed={fullscreen}
      >
        {fullscreen ? <MinimizeIcon /> : <MaximizeIcon />}
      </ActionIcon>
      <DeferredTooltip label={label} target={button} />
    </>
  );
}

export function ColorSchemeToggle({ variant }: { variant: Variant }) {
  const { t } = useTranslation('shell');
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const label = isDark ? t('colorScheme.light') : t('colorScheme.dark');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ActionIcon
        ref={button}
        variant={variant}
        color={colorOf(variant)}
        size="lg"
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
        aria-label={label}
      >
        {isDark ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
      <DeferredTooltip label={label} target={button} />
    </>
  );
}
