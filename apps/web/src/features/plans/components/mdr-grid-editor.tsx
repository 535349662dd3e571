import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  compareRates,
  formatRate,
  type MdrBrandRates,
  type MdrRateInput,
  rateSchema,
} from '@mentor/contract/plans';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { DayInput } from '../../../shared/ui/inputs';
import { useDeleteBrandRates, useSaveRates } from '../api/sales-plan-api';
import { cellKey, MdrRateTable, rateRefusals, toRateInput as toInput, useMdrAxes } from './mdr-rate-table';

/**
 * The plan's MDR as one grid (card brands × operations): the rates in force today are edited in
 * place and saved together, in force from today or from a later day; a brand is created,
 * changed or deleted as a whole. Refusals below the minimum are shown above the grid.
 */
export function MdrGridEditor({ planId, brands: current }: { planId: number; brands: MdrBrandRates[] }) {
  const { t } = useTranslation('plans');
  const axes = useMdrAxes();
  const mdrOperations = axes.operations;
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    for (const brand of current)
      for (const r of brand.rates) values[cellKey(brand.card_brand_id, r.operation_id)] = toInput(r.rate);
    return values;
  }, [current]);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [validFrom, setValidFrom] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => setValues(initial), [initial]);
  const save = useSaveRates(planId, { success: t('messages.ratesSaved') });
  const remove = useDeleteBrandRates(planId, { success: t('messages.ratesSaved') });
  const withRates = new Set(current.map((b) => b.card_brand_id));

  function changed(): { create: MdrRateInput[]; update: MdrRateInput[] } | null {
    const create: MdrRateInput[] = [];
    const update: MdrRateInput[] = [];
    for (const brand of axes.brands) {
      for (const op of mdrOperations) {
        const key = cellKey(brand.id, op.id);
        const text = (values[key] ?? '').trim();
        if (text === '' || text === (initial[key] ?? '')) continue;
        const parsed = rateSchema.safeParse(text);
        if (!parsed.success) {
          setInvalid(t('grid.invalid', { brand: brand.brand_name, operation: op.operation_name }));
          return null;
        }
        const before = initial[key];
        if (before !== undefined && compareRates(parsed.data, before.replace(',', '.')) === 0) continue;
        const rate = { card_brand_id: brand.id, operation_id: op.id, rate: parsed.data };
        (withRates.has(brand.id) ? update : create).push(rate);
      }
    }
    return { create, update };
  }

  async function submit() {
    setInvalid(null);
    save.reset();
    const rates = changed();
    if (!rates) return;
    if (rates.create.length === 0 && rates.update.length === 0) {
      setInvalid(t('grid.nothing'));
      return;
    }
    const day = validFrom || undefined;
    if (rates.update.length > 0) {
      const ok = await save.run({ method: 'put', body: { valid_from: day, rates: rates.update } });
      if (ok === undefined) return;
    }
    if (rates.create.length > 0)
      await save.run({ method: 'post', body: { valid_from: day, rates: rates.create } });
  }

  async function askDelete(brandId: number, name: string) {
    const ok = await confirmAction({
      title: t('grid.deleteBrand'),
      message: t('grid.confirmDelete', { brand: name }),
      danger: true,
    });
    if (ok) await remove.run(brandId);
  }

  const scheduled = current.flatMap((b) => b.scheduled.map((s) => ({ ...s, brand_name: b.brand_name })));
  return (
    <Stack>
      <Title order={4}>{t('grid.title')}</Title>
      {invalid ? <Alert color="yellow">{invalid}</Alert> : null}
      {save.error ? (
        <Alert color="red" role="alert" data-testid="rates-error">
          {rateRefusals(save.error).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      ) : null}
      <MdrRateTable
        brands={axes.brands}
        operations={mdrOperations}
        values={values}
        onChange={(key, text) => setValues((v) => ({ ...v, [key]: text }))}
        brandActions={(brand) =>
          withRates.has(brand.id) ? (
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              aria-label={`${t('grid.deleteBrand')} ${brand.brand_name}`}
              onClick={() => void askDelete(brand.id, brand.brand_name)}
            >
              {t('grid.deleteBrand')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('grid.newBrand')}
            </Text>
          )
        }
      />
      <Group align="end">
        <DayInput
          label={t('grid.validFrom')}
          description={t('grid.validFromHint')}
          value={validFrom}
          onChange={setValidFrom}
        />
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('grid.save')}
        </Button>
      </Group>
      <Title order={5}>{t('grid.scheduled')}</Title>
      {scheduled.length === 0 ? (
        <Text c="dimmed">{t('grid.noneScheduled')}</Text>
      ) : (
        <Table withTableBorder data-testid="scheduled-rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('grid.brand')}</Table.Th>
              <Table.Th>{t('grid.operation')}</Table.Th>
              <Table.Th>{t('grid.rate')}</Table.Th>
              <Table.Th>{t('grid.validFrom')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scheduled.map((s) => (
              <Table.Tr key={`${s.brand_name}-${s.operation_id}-${s.valid_from}`}>
                <Table.Td>{s.brand_name}</Table.Td>
                <Table.Td>{s.operation_name}</Table.Td>
                <Table.Td>{formatRate(s.rate)}</Table.Td>
                <Table.Td>{s.valid_from.split('-').reverse().join('/')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
