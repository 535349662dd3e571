import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a detail screen; empty values show '-'. */
export function DetailGrid({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="dl" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ wordBreak: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
