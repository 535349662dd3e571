import { Badge, Group, Table, Text } from '@mantine/core';
import { validationMessages } from '@mentor/contract';
import { type EquipmentBulkResult, MAX_BULK_SERIALS, parseSerials } from '@mentor/contract/terminals';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextarea, useSchemaForm } from '../../../shared/ui/form';
import { useBulkEquipment } from '../api/terminal-api';
import { equipmentModelOptions } from '../api/terminal-options';

const RESULT_COLORS: Record<EquipmentBulkResult['results'][number]['result'], string> = {
  CREATED: 'green',
  MOVED: 'blue',
  UNCHANGED: 'gray',
  ERROR: 'red',
};

/** The model and project picked, and the serials typed or scanned one per line. */
const bulkSchema = (modelLabel: string, projectLabel: string) =>
  z.object({
    equipment_model_id: z.number({ error: validationMessages.required(modelLabel) }),
    project_id: z.number({ error: validationMessages.required(projectLabel) }),
    serials: z.string(),
  });
const EMPTY = { serials: '' };

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * Serials scanned (a scanner types the serial and Enter) or pasted, one per line: each is
 * created in the project with the model, or moved there, with a result per serial.
 */
export function EquipmentBulkModal({ opened, onClose }: Props) {
  const { t } = useTranslation('terminals');
  const models = useOptionSource(equipmentModelOptions, opened);
  const projects = useOptionSource(projectOptions, opened);
  const schema = useMemo(() => bulkSchema(t('fields.model'), t('fields.project')), [t]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const [results, setResults] = useState<EquipmentBulkResult['results'] | null>(null);
  const bulk = useBulkEquipment({ onSuccess: (data) => setResults(data.results) });
  const [model, project, text] = useWatch({
    control: form.control,
    name: ['equipment_model_id', 'project_id', 'serials'],
  });
  const serials = parseSerials(text ?? '');
  const close = () => {
    form.reset(EMPTY);
    setResults(null);
    onClose();
  };

  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('bulk.title')}
      onDismiss={close}
      onSubmit={(values) =>
        void bulk.run({
          serial_numbers: parseSerials(values.serials),
          equipment_model_id: values.equipment_model_id,
          project_id: values.project_id,
        })
      }
      submitLabel={t('bulk.submit')}
      cancelLabel={t('actions.close')}
      pending={bulk.isPending}
      submitDisabled={!model || !project || serials.length === 0 || serials.length > MAX_BULK_SERIALS}
      size="lg"
    >
      <Group grow>
        <FormSelect
          control={form.control}
          name="equipment_model_id"
          label={t('fields.model')}
          data={models}
          parse={Number}
          searchable
          required
        />
        <FormSelect
          control={form.control}
          name="project_id"
          label={t('fields.project')}
          data={projects}
          parse={Number}
          searchable
          required
        />
      </Group>
      <FormTextarea
        control={form.control}
        name="serials"
        label={t('bulk.serials')}
        description={t('bulk.hint', { max: MAX_BULK_SERIALS })}
        autosize
        minRows={5}
        maxRows={12}
        data-autofocus
      />
      <Text size="sm" aria-live="polite">
        {t('bulk.count', { count: serials.length })}
      </Text>
      {results ? (
        <Table aria-label={t('bulk.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.serialNumber')}</Table.Th>
              <Table.Th>{t('bulk.result')}</Table.Th>
              <Table.Th>{t('bulk.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((row) => (
              <Table.Tr key={row.serial_number}>
                <Table.Td>{row.serial_number}</Table.Td>
                <Table.Td>
                  <Badge color={RESULT_COLORS[row.result]}>{t(`bulk.results_${row.result}`)}</Badge>
                </Table.Td>
                <Table.Td>{row.message ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </FormModal>
  );
}
