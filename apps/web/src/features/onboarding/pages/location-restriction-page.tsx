import { Badge, Button, Grid, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { formatDateTimeSeconds } from '@mentor/contract';
import { BRAZIL_STATES, locationRestrictionUpdateSchema } from '@mentor/contract/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionSource, whiteLabelOptions } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormModal, FormSelect, FormSwitch, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import {
  useDeleteRestriction,
  useLocationMetrics,
  useLocationRestrictions,
  useSaveRestriction,
} from '../api/location-restrictions';
import { BrazilTileMap } from '../components/brazil-tile-map';

interface Editing {
  uuid?: string;
  state: string;
  city: string;
  active: boolean;
}

/** Onboarding restricted by state or city per white label, with the map of accounts by state. */
export default function LocationRestrictionPage() {
  const { t } = useTranslation('onboarding');
  const whiteLabels = useOptionSource(whiteLabelOptions);
  const [wl, setWl] = useState<string | null>(null);
  const current = wl ?? whiteLabels[0]?.value ?? null;
  const restrictions = useLocationRestrictions(current);
  const metrics = useLocationMetrics(current);
  const [editing, setEditing] = useState<Editing | null>(null);
  const form = useSchemaForm(locationRestrictionUpdateSchema, {
    defaultValues: { state: 'SP', city: '', active: true },
  });
  const open = (value: Editing) => {
    form.reset({
      state: value.state as (typeof BRAZIL_STATES)[number],
      city: value.city,
      active: value.active,
    });
    setEditing(value);
  };
  const close = () => setEditing(null);
  const save = useSaveRestriction({
    form,
    success: (_d, v) => (v.uuid ? t('location.updated') : t('location.created')),
    onSuccess: close,
  });
  const remove = useDeleteRestriction({ success: t('location.deleted') });

  return (
    <Stack>
      <PageTitle title={t('location.title')} />
      <Group align="flex-end" justify="space-between">
        <Select
          label={t('fields.whiteLabel')}
          data={whiteLabels}
          value={current}
          onChange={setWl}
          w={320}
          allowDeselect={false}
        />
        <Button disabled={!current} onClick={() => open({ state: 'SP', city: '', active: true })}>
          {t('location.newTitle')}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <Text fw={600} mb="sm">
              {t('location.map')}
            </Text>
            <QueryState query={metrics} />
            {metrics.data ? (
              <BrazilTileMap
                metrics={metrics.data}
                onSelect={(state) => open({ state, city: '', active: true })}
              />
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <QueryState query={restrictions} />
            {restrictions.data ? (
              <ScrollTable striped aria-label={t('location.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.state')}</Table.Th>
                    <Table.Th>{t('fields.city')}</Table.Th>
                    <Table.Th>{t('fields.active')}</Table.Th>
                    <Table.Th>{t('fields.changedBy')}</Table.Th>
                    <Table.Th>{t('fields.dateRegister')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {restrictions.data.map((r) => (
                    <Table.Tr key={r.uuid}>
                      <Table.Td>{r.state}</Table.Td>
                      <Table.Td>{r.city ?? t('location.wholeState')}</Table.Td>
                      <Table.Td>
                        <Badge color={r.active ? 'red' : 'gray'} variant="light">
                          {r.active ? t('common.yes') : t('common.no')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{r.createdBy}</Table.Td>
                      <Table.Td>{formatDateTimeSeconds(r.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`${t('actions.edit')} ${r.state} ${r.city ?? ''}`}
                            onClick={() =>
                              open({ uuid: r.uuid, state: r.state, city: r.city ?? '', active: r.active })
                            }
                          >
                            {t('actions.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`${t('actions.remove')} ${r.state} ${r.city ?? ''}`}
                            onClick={async () => {
                              if (
                                await confirmAction({
                                  title: t('actions.remove'),
                                  message: `${r.state} ${r.city ?? ''}`,
                                  danger: true,
                                })
                              ) {
                                await remove.run(r.uuid);
                              }
                            }}
                          >
                            {t('actions.remove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
      <FormModal
        form={form}
        opened={editing !== null}
        title={editing?.uuid ? t('location.editTitle') : t('location.newTitle')}
        onDismiss={close}
        onSubmit={(input) =>
          void (
            current &&
            save.run({
              uuid: editing?.uuid,
              uuidWhiteLabel: current,
              state: input.state,
              city: input.city ?? undefined,
              active: input.active,
            })
          )
        }
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        pending={save.isPending}
      >
        <FormSelect
          control={form.control}
          name="state"
          label={t('location.stateLabel')}
          data={[...BRAZIL_STATES]}
          searchable
          withAsterisk
        />
        <FormTextInput control={form.control} name="city" label={t('location.cityLabel')} />
        <FormSwitch control={form.control} name="active" label={t('fields.active')} />
      </FormModal>
    </Stack>
  );
}
