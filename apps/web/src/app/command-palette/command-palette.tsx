import { Box, Kbd, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/lib/auth/access';
import { usePermissions } from '../../shared/lib/auth/session-context';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { SearchIcon } from '../../shared/ui/icons/icons';
import { useMenuTitles } from '../shell/use-menu-titles';
import { filterEntries, paletteEntries } from './palette-entries';

/**
 * Searchable list of every screen the user may open (Ctrl/Cmd+K). Built on the ARIA
 * combobox pattern: arrows move the active option, Enter opens it, Escape closes.
 */
export default function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { localize } = useLanguage();
  const { routeTitle } = useMenuTitles();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const entries = useMemo(
    () => paletteEntries(ROUTES, permissions, (entry) => routeTitle(entry.path, entry.title)),
    [permissions, routeTitle],
  );
  const results = useMemo(() => filterEntries(entries, query).slice(0, 50), [entries, query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const open = (path: string) => {
    close();
    void navigate({ to: localize(path) });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % Math.max(results.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Home') {
      setActive(0);
    } else if (event.key === 'End') {
      setActive(Math.max(results.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[activeIndex];
      if (chosen) open(chosen.path);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Modal opened={opened} onClose={close} title={t('palette.title')} size="lg" yOffset="10vh">
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={t('palette.inputLabel')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('palette.placeholder')}
        leftSection={<SearchIcon size={16} />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={handleKeyDown}
        mb="sm"
      />
      <Box
        id={listId}
        role="listbox"
        aria-label={t('palette.resultsLabel')}
        mah="50vh"
        style={{ overflowY: 'auto' }}
      >
        {results.map((entry, index) => (
          <UnstyledButton
            key={entry.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            onMouseEnter={() => setActive(index)}
            onClick={() => open(entry.path)}
            display="block"
            w="100%"
            px="sm"
            py={6}
            bg={index === activeIndex ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Text size="sm" fw={500}>
              {entry.title}
            </Text>
            <Text size="xs" c="dimmed">
              {localize(entry.path)}
            </Text>
          </UnstyledButton>
        ))}
      </Box>
      {results.length === 0 && (
        <Text c="dimmed" size="sm" role="status">
          {t('palette.empty')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('palette.hintMove')} · <Kbd>{t('palette.keyEnter')}</Kbd>{' '}
        {t('palette.hintOpen')} · <Kbd>{t('palette.keyEsc')}</Kbd> {t('palette.hintClose')}
      </Text>
    </Modal>
  );
}
