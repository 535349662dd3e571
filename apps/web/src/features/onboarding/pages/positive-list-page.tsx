import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatDateTimeSeconds, maskCpfCnpj } from '@mentor/contract';
import { ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useOptionSource, whiteLabelOptions } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { DropZone } from '../../../shared/ui/drop-zone';
import { useShowError } from '../../../shared/ui/error-feedback';
import { FormCpfCnpjInput, FormModal, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { PageTitle } from '../../../shared/ui/page-title';
import { PageControls } from '../../../shared/ui/pagination';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import {
  downloadPositiveFile,
  type PositiveListImport,
  useAddPositiveEntry,
  useCheckPositiveFile,
  usePositiveEntries,
  usePositiveListStatus,
  useProcessPositiveFile,
  useRemovePositiveEntry,
  useTogglePositiveList,
} from '../api/positive-list';

const entrySchema = (t: TFunction) =>
  z.object({
    document: z.string().min(1, t('validation.document')),
    name: z.string().trim().min(1, t('validation.name')).max(120),
  });

function ImportResult({ result }: { result: PositiveListImport }) {
  const { t } = useTranslation('onboarding');
  return (
    <Table.ScrollContainer minWidth={500} mah={320} tabIndex={0}>
      <Table striped stickyHeader aria-label={t('fields.result')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.line')}</Table.Th>
            <Table.Th>{t('fields.document')}</Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td>{r.document ? maskCpfCnpj(r.document) : '-'}</Table.Td>
              <Table.Td>{r.name || '-'}</Table.Td>
              <Table.Td>
                {r.accepted ? (
                  <Badge color="green" variant="light">
                    {t('positive.accepted')}
                  </Badge>
                ) : (
                  <Badge color="red" variant="light">
                    {t('positive.refused')}: {r.reason}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The positive list of a white label (ADR 0181): the restriction switch, the model, the export,
 * single additions, and a spreadsheet checked row by row before Processar applies it.
 */
export default function PositiveListPage() {
  const { t } = useTranslation('onboarding');
  const showError = useShowError();
  const whiteLabels = useOptionSource(whiteLabelOptions);
  const [wl, setWl] = useState<string | null>(null);
  const current = wl ?? whiteLabels[0]?.value ?? null;
  const status = usePositiveListStatus(current);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const entries = usePositiveEntries(current, page, search);
  const [result, setResult] = useState<PositiveListImport | null>(null);
  const [adding, setAdding] = useState(false);
  const toggle = useTogglePositiveList({
    success: (_d, v) => (v.restritive ? t('positive.restrictiveOn') : t('positive.restrictiveOff')),
  });
  /** Who may open an account changes for the whole white label: asked before it applies. */
  const onToggle = async (whiteLabel: string, restritive: boolean) => {
    const name = whiteLabels.find((o) => o.value === whiteLabel)?.label ?? whiteLabel;
    const confirmed = await confirmAction({
      title: t(restritive ? 'positive.confirmOnTitle' : 'positive.confirmOffTitle'),
      message: t(restritive ? 'positive.confirmOn' : 'positive.confirmOff', { whiteLabel: name }),
      confirmLabel: t(restritive ? 'positive.turnOn' : 'positive.turnOff'),
      danger: !restritive,
    });
    if (confirmed) await toggle.run({ wl: whiteLabel, restritive });
  };
  const check = useCheckPositiveFile({ onSuccess: (data) => setResult(data) });
  const process = useProcessPositiveFile({
    success: (data) => t('positive.processed', { accepted: data.accepted, refused: data.refused }),
    onSuccess: (data) => setResult(data),
  });
  const remove = useRemovePositiveEntry({ success: t('positive.removed') });
  const schema = useMemo(() => entrySchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { document: '', name: '' } });
  const closeAdd = () => {
    form.reset({ document: '', name: '' });
    setAdding(false);
  };
  const add = useAddPositiveEntry({ form, success: t('positive.added'), onSuccess: closeAdd });

  const download = async (wl: string | null) => {
    try {
      await downloadPositiveFile(wl);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack>
      <PageTitle title={t('positive.title')} />
      <Paper withBorder p="md">
        <Stack>
          <Group align="flex-end" justify="space-between">
            <Select
              label={t('fields.whiteLabel')}
              placeholder={t('positive.chooseWhiteLabel')}
              data={whiteLabels}
              value={current}
              onChange={(v) => {
                setWl(v);
                setResult(null);
                setPage(1);
              }}
              w={320}
              allowDeselect={false}
            />
            <Group gap="xs">
              <Button variant="default" onClick={() => void download(null)}>
                {t('actions.downloadModel')}
              </Button>
              <Button variant="default" disabled={!current} onClick={() => void download(current)}>
                {t('actions.export')}
              </Button>
              <Button variant="default" disabled={!current} onClick={() => setAdding(true)}>
                {t('actions.add')}
              </Button>
            </Group>
          </Group>
          {status.isError ? <Alert color="red">{ONBOARDING_MESSAGES.restrictionReadFailed}</Alert> : null}
          {status.data && current ? (
            <Switch
              label={t('positive.restrictive')}
              checked={status.data.restritive}
              disabled={toggle.isPending}
              onChange={(e) => void onToggle(current, e.currentTarget.checked)}
            />
          ) : null}
          <DropZone
            accept=".xlsx,.csv"
            label={t('positive.upload')}
            disabled={!current || check.isPending}
            onChange={(files) => {
              const file = files.at(-1);
              if (file && current) void check.run({ wl: current, file });
            }}
          />
          {result ? (
            <Stack>
              <Alert color={result.refused ? 'yellow' : 'green'}>
                {result.status === 'PROCESSED'
                  ? t('positive.processed', { accepted: result.accepted, refused: result.refused })
                  : t('positive.checked', { accepted: result.accepted, refused: result.refused })}
              </Alert>
              <ImportResult result={result} />
              {result.status === 'VALIDATED' ? (
                <Group justify="flex-end">
                  <Button
                    disabled={result.accepted === 0}
                    loading={process.isPending}
                    onClick={() => void process.run(result.uuid)}
                  >
                    {t('actions.process')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{t('positive.entries')}</Text>
            <TextInput
              aria-label={t('fields.search')}
              placeholder={t('fields.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              w={260}
            />
          </Group>
          {entries.isLoading ? <LoaderBox /> : null}
          {entries.data ? (
            <>
              <ScrollTable striped aria-label={t('positive.entries')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.document')}</Table.Th>
                    <Table.Th>{t('fields.name')}</Table.Th>
                    <Table.Th>{t('fields.changedBy')}</Table.Th>
                    <Table.Th>{t('fields.dateRegister')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.data.data.map((e) => (
                    <Table.Tr key={e.uuid}>
                      <Table.Td>{maskCpfCnpj(e.document)}</Table.Td>
                      <Table.Td>{e.name}</Table.Td>
                      <Table.Td>{e.createdBy}</Table.Td>
                      <Table.Td>{formatDateTimeSeconds(e.createdAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('actions.remove')} ${e.name}`}
                          onClick={async () => {
                            if (
                              current &&
                              (await confirmAction({
                                title: t('actions.remove'),
                                message: e.name,
                                danger: true,
                              }))
                            ) {
                              await remove.run({ wl: current, uuid: e.uuid });
                            }
                          }}
                        >
                          {t('actions.remove')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
              <PageControls
                total={Math.max(1, Math.ceil(entries.data.meta.itemCount / 10))}
                value={page}
                onChange={setPage}
              />
            </>
          ) : null}
        </Stack>
      </Paper>
      <FormModal
        form={form}
        opened={adding}
        title={t('positive.addTitle')}
        onDismiss={closeAdd}
        onSubmit={(input) => void (current && add.run({ wl: current, ...input }))}
        submitLabel={t('actions.add')}
        cancelLabel={t('actions.cancel')}
        pending={add.isPending}
      >
        <FormCpfCnpjInput control={form.control} name="document" label={t('fields.document')} withAsterisk />
        <FormTextInput control={form.control} name="name" label={t('fields.name')} withAsterisk />
      </FormModal>
    </Stack>
  );
}
