import { ActionIcon } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../shared/ui/icons/icons';
import { DeferredMenu, DeferredTooltip } from './deferred-overlays';

/** The language button of the top bar; its menu is `LanguageMenu` in top-bar-overlays.tsx. */
export function LanguageSwitch({ variant }: { variant: 'subtle' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DeferredMenu
        menu="language"
        target={
          <ActionIcon
            ref={button}
            variant={variant}
            color={variant === 'transparent' ? 'white' : 'gray'}
            size="lg"
            aria-label={t('language.label')}
          >
            <GlobeIcon />
          </ActionIcon>
        }
      />
      <DeferredTooltip label={t('language.label')} target={button} />
    </>
  );
}
