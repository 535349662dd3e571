import { Box, Kbd, Loader, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { SearchKind } from '@mentor/contract/search';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../shared/lib/api';
import { ROUTES } from '../../shared/lib/auth/access';
import { usePermissions } from '../../shared/lib/auth/session-context';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { SearchIcon } from '../../shared/ui/icons/icons';
import { useMenuTitles } from '../shell/use-menu-titles';
import { filterEntries, paletteEntries } from './palette-entries';
import { recordEntries } from './record-entries';
import { useRecordSearch } from './use-record-search';

/** One option of the list: a record found by the server or a screen. */
interface PaletteOption {
  id: string;
  href: string;
  title: string;
  detail: string;
}

function OptionButton({
  option,
  domId,
  active,
  onHover,
  onPick,
}: {
  option: PaletteOption;
  domId: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
}) {
  return (
    <UnstyledButton
      id={domId}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseEnter={onHover}
      onClick={onPick}
      display="block"
      w="100%"
      px="sm"
      py={6}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={500}>
        {option.title}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {option.detail}
      </Text>
    </UnstyledButton>
  );
}

/**
 * Ctrl/Cmd+K: the screens the user may open and, when the text may name a record (an id, a
 * whole CPF/CNPJ, an NSU, a serial number or a terminal code), the records the server finds,
 * each opening its detail. Built on the ARIA combobox pattern: arrows move the active option,
 * Enter opens it, Escape closes.
 */
export default function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { language, localize } = useLanguage();
  const { routeTitle } = useMenuTitles();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const records = useRecordSearch(query);

  const entries = useMemo(
    () => paletteEntries(ROUTES, permissions, (entry) => routeTitle(entry.path, entry.title)),
    [permissions, routeTitle],
  );
  const screens = useMemo<PaletteOption[]>(
    () =>
      filterEntries(entries, query)
        .slice(0, 50)
        .map((entry) => ({
          id: `screen:${entry.path}`,
          href: localize(entry.path),
          title: entry.title,
          detail: localize(entry.path),
        })),
    [entries, query, localize],
  );
  const found = useMemo<PaletteOption[]>(
    () => recordEntries(records.results, language, (kind: SearchKind) => t(`palette.kinds.${kind}`)),
    [records.results, language, t],
  );
  const options = useMemo(() => [...found, ...screens], [found, screens]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const open = (option: PaletteOption) => {
    close();
    void navigate({ href: option.href });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % Math.max(options.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Home') {
      setActive(0);
    } else if (event.key === 'End') {
      setActive(Math.max(options.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) open(chosen);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const recordStatus = records.error
    ? errorView(records.error).message
    : records.loading && found.length === 0
      ? t('palette.recordsSearching')
      : found.length === 0
        ? t('palette.recordsEmpty')
        : null;

  return (
    <Modal opened={opened} onClose={close} title={t('palette.title')} size="lg" yOffset="10vh">
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={t('palette.inputLabel')}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('palette.placeholder')}
        leftSection={<SearchIcon size={16} />}
        rightSection={
          records.loading ? <Loader size="xs" aria-label={t('palette.recordsSearching')} /> : undefined
        }
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
        {records.active ? (
          // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox (ARIA pattern), not a form's fieldset
          <div role="group" aria-label={t('palette.recordsLabel')}>
            <Text size="xs" fw={700} c="dimmed" px="sm" py={4} aria-hidden>
              {t('palette.recordsLabel')}
            </Text>
            {found.map((option, index) => (
              <OptionButton
                key={option.id}
                option={option}
                domId={optionId(index)}
                active={index === activeIndex}
                onHover={() => setActive(index)}
                onPick={() => open(option)}
              />
            ))}
          </div>
        ) : null}
        {screens.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox (ARIA pattern), not a form's fieldset
          <div role="group" aria-label={t('palette.screensLabel')}>
            {records.active ? (
              <Text size="xs" fw={700} c="dimmed" px="sm" py={4} aria-hidden>
                {t('palette.screensLabel')}
              </Text>
            ) : null}
            {screens.map((option, index) => {
              const position = found.length + index;
              return (
                <OptionButton
                  key={option.id}
                  option={option}
                  domId={optionId(position)}
                  active={position === activeIndex}
                  onHover={() => setActive(position)}
                  onPick={() => open(option)}
                />
              );
            })}
          </div>
        ) : null}
      </Box>
      {records.active && recordStatus ? (
        <Text c={records.error ? 'red' : 'dimmed'} size="sm" role="status" px="sm">
          {recordStatus}
        </Text>
      ) : null}
      {!records.active && screens.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {t('palette.empty')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        {t('palette.hintRecords')}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('palette.hintMove')} · <Kbd>{t('palette.keyEnter')}</Kbd>{' '}
        {t('palette.hintOpen')} · <Kbd>{t('palette.keyEsc')}</Kbd> {t('palette.hintClose')}
      </Text>
    </Modal>
  );
}
