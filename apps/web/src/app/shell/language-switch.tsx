import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../shared/lib/i18n/locale-path';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { GlobeIcon } from '../../shared/ui/icons/icons';
import { useSwitchLanguage } from './use-switch-language';

const CHOICES: readonly LanguageCode[] = ['pt', 'en'];

export function LanguageSwitch({ variant }: { variant: 'subtle' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('language.label')}>
          <ActionIcon
            variant={variant}
            color={variant === 'transparent' ? 'white' : 'gray'}
            size="lg"
            aria-label={t('language.label')}
          >
            <GlobeIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
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
