import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatCentsBRL, formatDate, RENT_GRACE_PERIODS } from '@mentor/contract';
import {
  PRESET_GRACE_PERIODS,
  RENT_CYCLES,
  type RentCalculation,
  rentSettingsSchema,
  TERMINAL_MESSAGES,
  type Terminal,
} from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions, useOptionSource } from '../../../shared/lib/options';
import { useShowError } from '../../../shared/ui/error-feedback';
import {
  FormCurrencyInput,
  FormDayInput,
  FormNumberInput,
  FormSelect,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { calculateRent, useUpdateTerminal } from '../api/terminal-api';
import { modalityOptions } from '../api/terminal-options';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The terminal's automatic rent: cost, charge day, grace period (none, 1, 2, 3, 6, 12 months
 * or custom), cycle and modality; 'Calcular' previews the charges before saving (one-time code).
 */
export function RentSettingsForm({ terminal, disabled }: { terminal: Terminal; disabled: boolean }) {
  const { t } = useTranslation('terminals');
  const showError = useShowError();
  const rent = terminal.automatic_rent;
  const graceOptions = useEnumOptions(RENT_GRACE_PERIODS);
  const modalities = useOptionSource(modalityOptions);
  const form = useSchemaForm(rentSettingsSchema, {
    defaultValues: {
      modality_cost: rent?.modality_cost ?? 0,
      charge_day_of_month: rent?.charge_day_of_month ?? 10,
      grace_period_type: rent?.grace_period_type ?? 'NONE',
      grace_period: rent?.grace_period ?? 0,
      automatic_rent_cycle: rent?.automatic_rent_cycle ?? 'MONTHLY',
      terminal_modality_identifier: rent?.terminal_modality_identifier ?? terminal.terminal_modality?.id,
      start_date: rent?.start_date ?? todayIso(),
    },
  });
  const [preview, setPreview] = useState<RentCalculation | null>(null);
  const [calculating, setCalculating] = useState(false);
  const update = useUpdateTerminal(terminal.id, {
    success: t('messages.rentSaved'),
    form,
    mapField: (f) => f.replace(/^automatic_rent\./, ''),
  });
  const { control, watch, setValue } = form;
  const type = watch('grace_period_type');
  const months = watch('grace_period');
  const graceChoice = type === 'NONE' ? 'NONE' : type === 'CUSTOM' ? 'CUSTOM' : String(months ?? '');

  const onGraceChange = (value: string | null) => {
    if (value === 'NONE' || value === null) {
      setValue('grace_period_type', 'NONE');
      setValue('grace_period', 0);
    } else if (value === 'CUSTOM') {
      setValue('grace_period_type', 'CUSTOM');
    } else {
      setValue('grace_period_type', 'PRESET');
      setValue('grace_period', Number(value));
    }
    setPreview(null);
  };

  const calculate = form.handleSubmit(async (values) => {
    setCalculating(true);
    try {
      setPreview(await calculateRent({ ...values, terminal_id: terminal.id }));
    } catch (error) {
      setPreview(null);
      showError(error, { message: (text) => `${TERMINAL_MESSAGES.rentCalculationFailed}: ${text}` });
    } finally {
      setCalculating(false);
    }
  });

  return (
    <SchemaForm form={form} onSubmit={(values) => void update.run({ automatic_rent: values })}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormCurrencyInput
            control={control}
            name="modality_cost"
            label={t('rent.modalityCost')}
            disabled={disabled}
          />
          <FormNumberInput
            control={control}
            name="charge_day_of_month"
            label={t('rent.chargeDay')}
            min={1}
            max={28}
            allowDecimal={false}
            disabled={disabled}
          />
          <FormSelect
            control={control}
            name="automatic_rent_cycle"
            label={t('rent.cycle')}
            data={RENT_CYCLES.map((c) => ({ value: c, label: t(`rent.cycles.${c}`) }))}
            disabled={disabled}
          />
          <Select
            label={t('rent.gracePeriod')}
            data={graceOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            value={
              graceChoice &&
              (graceChoice === 'NONE' ||
                graceChoice === 'CUSTOM' ||
                (PRESET_GRACE_PERIODS as readonly number[]).includes(Number(graceChoice)))
                ? graceChoice
                : null
            }
            onChange={onGraceChange}
            disabled={disabled}
          />
          {type === 'CUSTOM' ? (
            <FormNumberInput
              control={control}
              name="grace_period"
              label={t('rent.customMonths')}
              min={1}
              max={36}
              allowDecimal={false}
              disabled={disabled}
            />
          ) : null}
          <FormSelect
            control={control}
            name="terminal_modality_identifier"
            label={t('fields.modality')}
            data={modalities}
            parse={Number}
            clearable
            disabled={disabled}
          />
          <FormDayInput control={control} name="start_date" label={t('rent.startDate')} disabled={disabled} />
        </SimpleGrid>
        {disabled ? null : (
          <Group justify="flex-end">
            <Button variant="light" loading={calculating} onClick={() => void calculate()}>
              {t('rent.calculate')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('rent.save')}
            </Button>
          </Group>
        )}
        {preview ? <RentPreview preview={preview} /> : null}
      </Stack>
    </SchemaForm>
  );
}

function RentPreview({ preview }: { preview: RentCalculation }) {
  const { t } = useTranslation('terminals');
  return (
    <Stack gap="xs" aria-label={t('rent.preview')}>
      <Alert color="blue" title={t('rent.preview')}>
        <Text size="sm">
          {t('rent.summary', {
            cycle: formatCentsBRL(preview.cycle_amount),
            total: formatCentsBRL(preview.first_year_total),
          })}
        </Text>
        {preview.grace_until ? (
          <Text size="sm">{t('rent.graceUntil', { date: formatDate(preview.grace_until) })}</Text>
        ) : null}
      </Alert>
      <Table aria-label={t('rent.charges')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rent.chargeDate')}</Table.Th>
            <Table.Th>{t('rent.period')}</Table.Th>
            <Table.Th>{t('rent.amount')}</Table.Th>
            <Table.Th>{t('rent.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.charges.map((c) => (
            <Table.Tr key={`${c.charge_date}-${c.grace}`}>
              <Table.Td>{formatDate(c.charge_date)}</Table.Td>
              <Table.Td>
                {formatDate(c.dt_start)} – {formatDate(c.dt_end)}
              </Table.Td>
              <Table.Td>{formatCentsBRL(c.amount)}</Table.Td>
              <Table.Td>{c.grace ? t('rent.grace') : c.pro_rata ? t('rent.proRata') : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
