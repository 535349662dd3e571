import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryStateSource } from '../query-state';

export interface RecordDrawerProps<T> {
  /** The record named in the address, or null when the panel is closed. */
  recordKey: string | null;
  onClose: () => void;
  title: string;
  /** The record's query: `null` data means no such record in the caller's projects. */
  query: QueryStateSource & { data: T | null | undefined };
  /** What the panel says when the record does not exist. */
  notFound: string;
  children: (record: T) => ReactNode;
}

/**
 * A record opened from its list in a side panel whose address is the list's with the record
 * named in a search parameter ({@link useRecordParam}): loading, error and not-found states,
 * then the record. Escape and the close button close it; focus returns to the list.
 */
export function RecordDrawer<T>({
  recordKey,
  onClose,
  title,
  query,
  notFound,
  children,
}: RecordDrawerProps<T>) {
  const { t } = useTranslation('kit');
  const record = query.data;
  return (
    <Drawer
      opened={recordKey !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('recordDrawer.close') }}
    >
      <Stack gap="md">
        <QueryState
          query={query}
          notFound={notFound}
          missing={!query.isLoading && !query.error && record === null}
        />
        {record ? children(record) : null}
      </Stack>
    </Drawer>
  );
}
