import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScreenHref } from '../../lib/i18n/use-route-path';
import { PageTitle } from '../page-title';

/** Props of {@link RecordTitle}. */
export interface RecordTitleProps {
  /** The record's name. */
  title: string;
  /** The list the record belongs to: its title and its screen, built with `useRoutePath()`. */
  list: { title: string; path: ScreenHref };
  /** Shown at the right of the title: masked documents, status badges, the screen's buttons. */
  children?: ReactNode;
}

/**
 * The title bar of a record's own page: its name, the way back to its list (back button and
 * breadcrumbs 'List / Record') and what identifies its state at a glance.
 */
export function RecordTitle({ title, list, children }: RecordTitleProps) {
  return (
    <PageTitle
      title={title}
      back={list.path}
      breadcrumbs={[{ label: list.title, to: list.path }, { label: title }]}
      actions={children ? <Group gap="xs">{children}</Group> : undefined}
    />
  );
}
