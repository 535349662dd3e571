import { Box, NavLink } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../../shared/ui/icons/icons';
import { truncateTitle } from './truncate-title';

/** A collapsible menu group: a disclosure button and its links. */
export function SidebarGroup({
  title,
  defaultOpened,
  children,
}: {
  title: string;
  defaultOpened: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(defaultOpened);
  const panelId = useId();
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
        {children}
      </Box>
    </>
  );
}
