import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ProjectDetail,
  type SpreadMdr,
  type SpreadMdrBody,
  spreadMdrBodySchema,
  spreadRateSchema,
} from '@mentor/contract/projects';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormatNumber } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormPercentInput, FormSelect, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { QueryError } from '../../../shared/ui/query-state';
import { useCardBrands, useDeleteSpread, useOperations, useSaveSpread, useSpreads } from '../api/project-api';

/** The spread form: the brand and one optional rate per MDR operation, keyed by operation id. */
const spreadFormSchema = z.object({
  card_brand_id: spreadMdrBodySchema.shape.card_brand_id,
  rates: z.record(z.string(), spreadRateSchema.shape.spread.optional()),
});
type SpreadForm = z.output<typeof spreadFormSchema>;
const EMPTY = { rates: {} };
/** Form key of an operation's rate (not a bare number, which the form would read as an array index). */
const rateKey = (operationId: number) => `op${operationId}`;

const RATE_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 4 };

/** MDR spread per card brand: one rate per operation; create, replace, delete. */
export function SpreadsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const formatNumber = useFormatNumber();
  const formatRate = (rate: number) => `${formatNumber(rate, RATE_DIGITS)}%`;
  const spreads = useSpreads(project.id);
  const brands = useCardBrands();
  const operations = useOperations();
  const form = useSchemaForm(spreadFormSchema, { defaultValues: EMPTY });
  const sent = useRef<SpreadMdrBody['rates']>([]);
  const save = useSaveSpread(project.id, {
    form,
    success: t('messages.saved'),
    onSuccess: () => form.reset(EMPTY),
    // The server names a rate by its position in the list sent; the form by its operation.
    mapField: (key) => {
      const match = /^rates\.(\d+)\./.exec(key);
      const entry = match ? sent.current[Number(match[1])] : undefined;
      return entry ? `rates.${rateKey(entry.operation_id)}` : key;
    },
    fields: ['card_brand_id', ...(operations.data ?? []).map((o) => `rates.${rateKey(o.id)}`)],
  });
  const remove = useDeleteSpread(project.id, { success: t('messages.saved') });
  const mdrOperations = (operations.data ?? []).filter((o) => o.has_mdr);
  const brand = useWatch({ control: form.control, name: 'card_brand_id' });
  const existing = (spreads.data ?? []).find((s) => s.card_brand_id === brand);

  function edit(spread: SpreadMdr) {
    form.reset({
      card_brand_id: spread.card_brand_id,
      rates: Object.fromEntries(spread.rates.map((r) => [rateKey(r.operation_id), r.spread])),
    });
  }

  function submit({ card_brand_id, rates }: SpreadForm) {
    const entries = mdrOperations.flatMap((o) => {
      const spread = rates[rateKey(o.id)];
      return typeof spread === 'number' ? [{ operation_id: o.id, spread }] : [];
    });
    sent.current = entries;
    void save.run({ body: { card_brand_id, rates: entries }, exists: existing !== undefined });
  }

  async function askDelete(spread: SpreadMdr) {
    const ok = await confirmAction({
      title: t('spreads.delete'),
      message: t('spreads.confirmDelete', { brand: spread.brand_name }),
      danger: true,
    });
    if (ok) await remove.run(spread.card_brand_id);
  }

  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('spreads.title')}</Title>
          <QueryError query={spreads} />
          {spreads.data && spreads.data.length === 0 ? <Text c="dimmed">{t('spreads.none')}</Text> : null}
          {spreads.data && spreads.data.length > 0 ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spreads.brand')}</Table.Th>
                  <Table.Th>{t('spreads.rates')}</Table.Th>
                  <Table.Th>{t('fields.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {spreads.data.map((s) => (
                  <Table.Tr key={s.card_brand_id}>
                    <Table.Td>{s.brand_name}</Table.Td>
                    <Table.Td>
                      {s.rates.map((r) => `${r.operation_name}: ${formatRate(r.spread)}`).join(' · ')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => edit(s)}
                          aria-label={`${t('actions.edit')} ${s.brand_name}`}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          color="red"
                          variant="light"
                          onClick={() => void askDelete(s)}
                          aria-label={`${t('spreads.delete')} ${s.brand_name}`}
                        >
                          {t('spreads.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder>
        <SchemaForm form={form} onSubmit={submit}>
          <Stack>
            <Title order={5}>{existing ? t('spreads.editTitle') : t('spreads.createTitle')}</Title>
            <FormSelect
              control={form.control}
              name="card_brand_id"
              label={t('spreads.brand')}
              data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.brand_name }))}
              parse={Number}
              w={260}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {mdrOperations.map((o) => (
                <FormPercentInput
                  key={o.id}
                  control={form.control}
                  name={`rates.${rateKey(o.id)}`}
                  label={o.operation_name}
                  max={1000}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </SchemaForm>
      </Card>
      <HistoryPanel context="spread_mdr" recordId={String(project.id)} />
    </Stack>
  );
}
