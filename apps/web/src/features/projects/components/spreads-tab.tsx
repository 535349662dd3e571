import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProjectDetail, SpreadMdr } from '@mentor/contract/projects';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { PercentInput } from '../../../shared/ui/inputs';
import { fieldErrors } from '../api/field-errors';
import { useCardBrands, useDeleteSpread, useOperations, useSaveSpread, useSpreads } from '../api/project-api';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { runWithToast } from './notify';

const formatRate = (rate: number) =>
  `${rate.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}%`;

/** MDR spread per card brand: one rate per operation; create, replace, delete. */
export function SpreadsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const spreads = useSpreads(project.id);
  const brands = useCardBrands();
  const operations = useOperations();
  const save = useSaveSpread(project.id);
  const remove = useDeleteSpread(project.id);
  const [brand, setBrand] = useState<string | null>(null);
  const [rates, setRates] = useState<Record<number, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mdrOperations = (operations.data ?? []).filter((o) => o.has_mdr);
  const existing = (spreads.data ?? []).find((s) => String(s.card_brand_id) === brand);

  function edit(spread: SpreadMdr) {
    setBrand(String(spread.card_brand_id));
    setRates(Object.fromEntries(spread.rates.map((r) => [r.operation_id, r.spread])));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!brand) return;
    setErrors({});
    const entries = mdrOperations
      .map((o) => ({ operation_id: o.id, spread: rates[o.id] }))
      .filter((r): r is { operation_id: number; spread: number } => typeof r.spread === 'number');
    try {
      await save.mutateAsync({
        body: { card_brand_id: Number(brand), rates: entries },
        exists: existing !== undefined,
      });
      notifications.show({ color: 'green', message: t('messages.saved') });
      setBrand(null);
      setRates({});
    } catch (error) {
      const fields = fieldErrors(error);
      const byOperation: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        const match = /^rates\.(\d+)\./.exec(key);
        const entry = match ? entries[Number(match[1])] : undefined;
        byOperation[entry ? String(entry.operation_id) : key] = message;
      }
      setErrors(byOperation);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  async function askDelete(spread: SpreadMdr) {
    const ok = await confirmAction({
      title: t('spreads.delete'),
      message: t('spreads.confirmDelete', { brand: spread.brand_name }),
      danger: true,
    });
    if (ok) await runWithToast(() => remove.mutateAsync(spread.card_brand_id), t('messages.saved'));
  }

  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('spreads.title')}</Title>
          {spreads.error ? <Alert color="red">{errorMessage(spreads.error)}</Alert> : null}
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
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Title order={5}>{existing ? t('spreads.editTitle') : t('spreads.createTitle')}</Title>
            <Select
              label={t('spreads.brand')}
              data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.brand_name }))}
              value={brand}
              onChange={setBrand}
              error={errors.card_brand_id}
              w={260}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {mdrOperations.map((o) => (
                <PercentInput
                  key={o.id}
                  label={o.operation_name}
                  value={rates[o.id] ?? null}
                  onChange={(v) => setRates((r) => ({ ...r, [o.id]: v }))}
                  max={1000}
                  error={errors[String(o.id)]}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" disabled={!brand} loading={save.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <HistoryPanel context="spread_mdr" recordId={String(project.id)} />
    </Stack>
  );
}
