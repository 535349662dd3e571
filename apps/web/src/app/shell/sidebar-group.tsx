import { Box, NavLink } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../../shared/ui/icons/icons';
import { preloadScreenCode } from '../router/preload-screen-code';
import { truncateTitle } from './truncate-title';

/**
 * A collapsible menu group: a disclosure button and its links. While it is open, the screens
 * its links lead to have their code fetched and evaluated when the browser is idle (built
 * console only: the development server compiles each module on request).
 */
export function SidebarGroup({
  title,
  defaultOpened,
  hrefs,
  children,
}: {
  title: string;
  defaultOpened: boolean;
  /** Addresses of the group's links. */
  hrefs: readonly string[];
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(defaultOpened);
  // A closed group's links are drawn when it is first opened: the menu's hundred-odd links
  // are not part of the frame's first render.
  const [everOpened, setEverOpened] = useState(defaultOpened);
  if (opened && !everOpened) setEverOpened(true);
  const panelId = useId();
  const router = useRouter();
  const preloadKey = opened && import.meta.env.PROD ? hrefs.join(' ') : '';
  useEffect(() => {
    if (preloadKey === '') return;
    return preloadScreenCode(router, preloadKey.split(' '));
  }, [router, preloadKey]);
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={truncateTitle(title)}
        title={title}
        aria-label={title}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((value) => !value)}
        fw={600}
        rightSection={
          <ChevronDownIcon
            size={14}
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      />
      <Box id={panelId} hidden={!opened} pl="md">
        {everOpened ? children : null}
      </Box>
    </>
  );
}
