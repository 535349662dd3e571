import { Alert, Anchor, SimpleGrid, Text, Title } from '@mantine/core';
import { SALES_PLAN_STATUSES, salesPlanCreateSchema } from '@mentor/contract/plans';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { projectOptions, useEnumOptions, useOptionSource } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormSwitch, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { useProjectChannels } from '../api/project-channels';
import { useCreateSalesPlan } from '../api/save-sales-plan';
import { MdrRateTable, rateRefusals, ratesOfCells, useMdrAxes } from './mdr-rate-table';

/** The plan's own fields; its MDR grid is kept beside the form and sent as `rates`. */
const planFieldsSchema = salesPlanCreateSchema.omit({ rates: true });
const FIELDS = [
  'project_id',
  'channel_id',
  'sales_plan_name',
  'mcc',
  'status',
  'automatic_anticipation',
  'anticipation_rate',
] as const;

/**
 * Creates a sales plan with its first MDR grid (in force today) and opens it. The server's field
 * errors go under their fields; rates below the acquirer's cost or the project's minimum are
 * listed above the grid, each naming the card brand and operation.
 */
export function SalesPlanCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const navigate = useNavigate();
  const projects = useOptionSource(projectOptions, opened);
  const statuses = useEnumOptions(SALES_PLAN_STATUSES);
  const axes = useMdrAxes();
  const [cells, setCells] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useSchemaForm(planFieldsSchema, {
    defaultValues: {
      sales_plan_name: '',
      mcc: '',
      status: 1,
      automatic_anticipation: false,
      anticipation_rate: '0',
    },
    requiredLabels: { project_id: t('fields.project'), channel_id: t('fields.channel') },
  });
  const projectId = form.watch('project_id');
  const channels = useProjectChannels(typeof projectId === 'number' ? projectId : null);
  const create = useCreateSalesPlan({
    form,
    fields: FIELDS,
    mapField: (key) => (key.startsWith('rates') ? null : key),
    success: t('messages.planCreated'),
    onSuccess: async (plan) => {
      form.reset();
      setCells({});
      onClose();
      await navigate({ href: pathTo('/plans/sales/{id}', { id: plan.id }) });
    },
  });
  const refusals = create.error ? rateRefusals(create.error, true) : [];
  // A project without channels cannot have a plan: say so, and where channels are enabled.
  const noChannels = typeof projectId === 'number' && channels.data?.length === 0;

  const submit = async (values: z.output<typeof planFieldsSchema>) => {
    setInvalid(null);
    const grid = ratesOfCells(cells, axes.brands, axes.operations);
    if ('invalid' in grid) {
      setInvalid(t('grid.invalid', grid.invalid));
      return;
    }
    await create.run({ ...values, rates: grid.rates });
  };

  const { control } = form;
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('sales.create')}
      onDismiss={onClose}
      onSubmit={(values) => void submit(values)}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={create.isPending}
      size="100%"
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <FormTextInput control={control} name="sales_plan_name" label={t('fields.name')} required />
        <FormSelect
          control={control}
          name="project_id"
          label={t('fields.project')}
          data={projects}
          parse={Number}
          searchable
          required
          onOptionSubmit={() => form.setValue('channel_id', undefined as never)}
        />
        <FormSelect
          control={control}
          name="channel_id"
          label={t('fields.channel')}
          data={(channels.data ?? []).map((c) => ({ value: String(c.id), label: c.channel_name }))}
          parse={Number}
          disabled={typeof projectId !== 'number'}
          required
        />
        <FormTextInput control={control} name="mcc" label={t('fields.mcc')} maxLength={4} />
        <FormSelect
          control={control}
          name="status"
          label={t('fields.status')}
          data={statuses}
          parse={Number}
          allowDeselect={false}
        />
        <FormTextInput
          control={control}
          name="anticipation_rate"
          label={t('fields.anticipationRate')}
          rightSection={<Text size="xs">%</Text>}
        />
        <FormSwitch
          control={control}
          name="automatic_anticipation"
          label={t('fields.automaticAnticipation')}
        />
      </SimpleGrid>
      {noChannels ? (
        <Alert color="yellow" data-testid="no-project-channels">
          <Text size="sm">{t('sales.noChannels')}</Text>
          <Anchor
            component={Link}
            to={withSearch(pathTo('/projects/{id}', { id: projectId }), { tab: 'channels' })}
            size="sm"
            onClick={onClose}
          >
            {t('sales.openChannels')}
          </Anchor>
        </Alert>
      ) : null}
      <Title order={4}>{t('grid.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('grid.createHint')}
      </Text>
      {invalid ? <Alert color="yellow">{invalid}</Alert> : null}
      {refusals.length > 0 ? (
        <Alert color="red" role="alert" data-testid="rates-error">
          {refusals.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      ) : null}
      <MdrRateTable
        brands={axes.brands}
        operations={axes.operations}
        values={cells}
        onChange={(key, text) => setCells((v) => ({ ...v, [key]: text }))}
      />
    </FormModal>
  );
}
