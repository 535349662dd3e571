import { Badge, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { type EquipmentBulkResult, MAX_BULK_SERIALS, parseSerials } from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { useBulkEquipment } from '../api/terminal-api';
import { equipmentModelOptions } from '../api/terminal-options';

const RESULT_COLORS: Record<EquipmentBulkResult['results'][number]['result'], string> = {
  CREATED: 'green',
  MOVED: 'blue',
  UNCHANGED: 'gray',
  ERROR: 'red',
};

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
  const [model, setModel] = useState<string | null>(null);
  const [project, setProject] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [results, setResults] = useState<EquipmentBulkResult['results'] | null>(null);
  const bulk = useBulkEquipment({ onSuccess: (data) => setResults(data.results) });
  const serials = parseSerials(text);
  const close = () => {
    setText('');
    setResults(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('bulk.title')} size="lg">
      <Stack>
        <Group grow>
          <Select
            label={t('fields.model')}
            data={models}
            value={model}
            onChange={setModel}
            searchable
            required
          />
          <Select
            label={t('fields.project')}
            data={projects}
            value={project}
            onChange={setProject}
            searchable
            required
          />
        </Group>
        <Textarea
          label={t('bulk.serials')}
          description={t('bulk.hint', { max: MAX_BULK_SERIALS })}
          autosize
          minRows={5}
          maxRows={12}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button
            loading={bulk.isPending}
            disabled={!model || !project || serials.length === 0 || serials.length > MAX_BULK_SERIALS}
            onClick={() =>
              void bulk.run({
                serial_numbers: serials,
                equipment_model_id: Number(model),
                project_id: Number(project),
              })
            }
          >
            {t('bulk.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
