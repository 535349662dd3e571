import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type MerchantWeeklyHours, merchantWeeklyHoursBodySchema } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { FormSwitch, FormTextInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useSaveWeeklyHours } from '../api/use-save-weekly-hours';
import { useWeeklyHours } from '../api/use-weekly-hours';

/**
 * The merchant's opening hours per weekday: shown on the data tab; 'Editar horários' opens the
 * week, each day closed or open from/to (HH:MM, closing after opening), saved with a one-time
 * code once every day is valid.
 */
export function MerchantOpeningHours({ merchantId, editable }: { merchantId: number; editable: boolean }) {
  const { t } = useTranslation('merchants');
  const week = useWeeklyHours(merchantId);
  const [editing, setEditing] = useState(false);
  const canEdit = useHasPermission('update_merchant', true) && editable;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('hours.title')}
        </Title>
        {canEdit && !editing && week.data ? (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('hours.edit')}
          </Button>
        ) : null}
      </Group>
      {week.isLoading ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {week.data && editing ? (
        <OpeningHoursForm merchantId={merchantId} week={week.data} onDone={() => setEditing(false)} />
      ) : null}
      {week.data && !editing ? (
        <Table aria-label={t('hours.title')}>
          <Table.Tbody>
            {week.data.days.map((day) => (
              <Table.Tr key={day.weekday}>
                <Table.Td>{t(`hours.weekdays.${day.weekday}`)}</Table.Td>
                <Table.Td>{day.open ? `${day.opens_at} – ${day.closes_at}` : t('hours.closed')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

function OpeningHoursForm({
  merchantId,
  week,
  onDone,
}: {
  merchantId: number;
  week: MerchantWeeklyHours;
  onDone: () => void;
}) {
  const { t } = useTranslation('merchants');
  const form = useSchemaForm(merchantWeeklyHoursBodySchema, {
    defaultValues: {
      days: week.days.map((d) => ({ ...d, opens_at: d.opens_at ?? '', closes_at: d.closes_at ?? '' })),
    },
  });
  const save = useSaveWeeklyHours(merchantId, {
    form,
    fields: week.days.flatMap((_, i) => [`days.${i}.opens_at`, `days.${i}.closes_at`]),
    success: t('hours.saved'),
    onSuccess: onDone,
  });
  const { control } = form;
  const days = form.watch('days');

  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run(body)} aria-label={t('hours.title')}>
      <Stack gap="xs">
        {week.days.map((day, index) => {
          const name = t(`hours.weekdays.${day.weekday}`);
          const open = Boolean(days?.[index]?.open);
          return (
            <Group key={day.weekday} align="start" wrap="nowrap">
              <FormSwitch control={control} name={`days.${index}.open`} label={name} w={140} mt={6} />
              <FormTextInput
                control={control}
                name={`days.${index}.opens_at`}
                aria-label={`${t('hours.opens')} ${name}`}
                placeholder={t('hours.opens')}
                disabled={!open}
                maxLength={5}
                w={110}
              />
              <FormTextInput
                control={control}
                name={`days.${index}.closes_at`}
                aria-label={`${t('hours.closes')} ${name}`}
                placeholder={t('hours.closes')}
                disabled={!open}
                maxLength={5}
                w={110}
              />
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('hours.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
