import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

export interface TotalCard {
  label: string;
  value: string;
  testId?: string;
}

/** A row of headline figures, with skeletons until the first load. */
export function TotalsCards({ cards, loading }: { cards: TotalCard[]; loading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cards.length }}>
      {cards.map((c) => (
        <Paper key={c.label} withBorder p="md">
          <Text size="sm" c="dimmed">
            {c.label}
          </Text>
          {loading ? (
            <Skeleton h={28} mt={4} />
          ) : (
            <Text fz="xl" fw={700} data-testid={c.testId}>
              {c.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
