import { ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { formatRate, type MdrRateInput, rateSchema } from '@mentor/contract/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useCardBrands, useOperations } from '../api/lookup-api';

/** Key of one cell of the grid: card brand and operation. */
export const cellKey = (brand: number, op: number) => `${brand}:${op}`;

/** "1.4900" → "1,49" for an input. */
export const toRateInput = (rate: string) => formatRate(rate).replace('%', '');

/**
 * The refusals of a save, one line per rate (the server names brand and operation in each).
 * With `ratesOnly`, only the errors of the `rates.*` fields (none when there are none).
 */
export function rateRefusals(error: unknown, ratesOnly = false): string[] {
  const view = errorView(error);
  const lines = Object.entries(view.fieldMessages)
    .filter(([key]) => !ratesOnly || key.startsWith('rates'))
    .flatMap(([, messages]) => messages);
  if (lines.length > 0 || ratesOnly) return [...new Set(lines)];
  return [view.message];
}

type Brand = { id: number; brand_name: string };
type Operation = { id: number; operation_name: string };

/** The card brands and the MDR operations (debit, credit, installments 2–12) of the grid. */
export function useMdrAxes(): { brands: Brand[]; operations: Operation[] } {
  const cardBrands = useCardBrands();
  const operations = useOperations();
  return {
    brands: cardBrands.data ?? [],
    operations: (operations.data ?? []).filter((o) => o.has_mdr && o.id <= 12),
  };
}

/**
 * The grid's typed cells as rates to send, or the first cell that is not a rate
 * (`{ invalid: 'ELO Débito' }`); empty cells are left out.
 */
export function ratesOfCells(
  values: Record<string, string>,
  brands: readonly Brand[],
  operations: readonly Operation[],
): { rates: MdrRateInput[] } | { invalid: { brand: string; operation: string } } {
  const rates: MdrRateInput[] = [];
  for (const brand of brands) {
    for (const op of operations) {
      const text = (values[cellKey(brand.id, op.id)] ?? '').trim();
      if (text === '') continue;
      const parsed = rateSchema.safeParse(text);
      if (!parsed.success) return { invalid: { brand: brand.brand_name, operation: op.operation_name } };
      rates.push({ card_brand_id: brand.id, operation_id: op.id, rate: parsed.data });
    }
  }
  return { rates };
}

export interface MdrRateTableProps {
  brands: readonly Brand[];
  operations: readonly Operation[];
  values: Record<string, string>;
  onChange: (key: string, text: string) => void;
  /** Last column of a brand's row (delete, 'Sem taxas'); no column when absent. */
  brandActions?: (brand: Brand) => ReactNode;
}

/** Card brands × MDR operations as one grid of percent inputs. */
export function MdrRateTable({ brands, operations, values, onChange, brandActions }: MdrRateTableProps) {
  const { t } = useTranslation('plans');
  return (
    <ScrollArea>
      <Table withTableBorder withColumnBorders miw={1400}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('grid.brand')}</Table.Th>
            {operations.map((op) => (
              <Table.Th key={op.id}>{op.operation_name}</Table.Th>
            ))}
            {brandActions ? <Table.Th>{t('fields.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {brands.map((brand) => (
            <Table.Tr key={brand.id}>
              <Table.Td>{brand.brand_name}</Table.Td>
              {operations.map((op) => {
                const key = cellKey(brand.id, op.id);
                return (
                  <Table.Td key={op.id}>
                    <TextInput
                      size="xs"
                      w={80}
                      aria-label={`${brand.brand_name} ${op.operation_name}`}
                      value={values[key] ?? ''}
                      rightSection={<Text size="xs">%</Text>}
                      onChange={(e) => onChange(key, e.currentTarget.value)}
                    />
                  </Table.Td>
                );
              })}
              {brandActions ? <Table.Td>{brandActions(brand)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
