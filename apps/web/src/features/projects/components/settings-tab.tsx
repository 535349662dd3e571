import { Button, Card, Group, Select, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { SETTLEMENT_RESTRICTIONS } from '@mentor/contract';
import {
  type CentralizerAccount,
  centralizerAccountSchema,
  type ProjectDetail,
  projectParameterBodySchema,
  SETTLEMENT_RESTRICTION_VALUES,
  type SettlementRestriction,
} from '@mentor/contract/projects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import {
  FormBankSelect,
  FormCpfCnpjInput,
  FormCurrencyInput,
  FormNumberInput,
  FormPhoneInput,
  FormSelect,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { type SettingChange, useChangeSetting, useSaveParameters } from '../api/project-api';

const EMPTY_ACCOUNT: CentralizerAccount = {
  bank_code: '',
  agency: '',
  account_number: '',
  account_digit: '',
  account_type: 'C',
  holder_name: '',
  holder_document: '',
};

const ACCOUNT_PREFIX = /^centralizer_account\./;

function isRestriction(value: string | null): value is SettlementRestriction {
  return SETTLEMENT_RESTRICTION_VALUES.some((v) => v === value);
}

/** On/off settings of a project, each saved on its own endpoint with a one-time code. */
const TOGGLES = [
  {
    key: 'terminal_automatic_rent',
    label: 'settings.terminalAutomaticRent',
    change: (on: boolean): SettingChange => ({
      path: 'terminal_automatic_rent',
      body: { terminal_automatic_rent: on },
    }),
  },
  {
    key: 'send_billet_email',
    label: 'settings.sendBilletEmail',
    change: (on: boolean): SettingChange => ({ path: 'send_billet_email', body: { send_billet_email: on } }),
  },
  {
    key: 'merchants_centralizer_account',
    label: 'settings.merchantsCentralizerAccount',
    change: (on: boolean): SettingChange => ({
      path: 'merchants_centralizer_account',
      body: { merchants_centralizer_account: on },
    }),
  },
] as const;

export function SettingsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const { language } = useLanguage();
  const saved = t('messages.saved');
  const change = useChangeSetting(project.id, { success: saved });
  const [restriction, setRestriction] = useState<string | null>(
    project.merchants_settlement_bank_account_restriction,
  );

  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('settings.title')}</Title>
          <Group align="end">
            <Select
              label={t('settings.restriction')}
              data={SETTLEMENT_RESTRICTIONS.options.map((o) => ({
                value: String(o.value),
                label: o.label[language],
              }))}
              value={restriction}
              onChange={setRestriction}
              w={320}
            />
            <Button
              disabled={
                !isRestriction(restriction) ||
                restriction === project.merchants_settlement_bank_account_restriction
              }
              onClick={() => {
                if (!isRestriction(restriction)) return;
                void change.run({
                  path: 'merchants_settlement_bank_account_restriction',
                  body: { merchants_settlement_bank_account_restriction: restriction },
                });
              }}
            >
              {t('actions.save')}
            </Button>
          </Group>
          {TOGGLES.map(({ key, label, change: toggle }) => (
            <Switch
              key={key}
              label={t(label)}
              checked={project.settings[key]}
              disabled={change.isPending}
              onChange={(e) => void change.run(toggle(e.currentTarget.checked))}
            />
          ))}
        </Stack>
      </Card>

      <CentralizerAccountCard project={project} />
      <ParametersCard project={project} />
      <HistoryPanel context="project" recordId={String(project.id)} />
    </Stack>
  );
}

/** The centraliser account, checked field by field before the one-time code is asked. */
function CentralizerAccountCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const form = useSchemaForm(centralizerAccountSchema, {
    defaultValues: project.settings.centralizer_account ?? EMPTY_ACCOUNT,
  });
  const change = useChangeSetting(project.id, {
    form,
    success: t('messages.saved'),
    mapField: (key) => key.replace(ACCOUNT_PREFIX, ''),
  });
  const { control } = form;

  return (
    <Card withBorder>
      <SchemaForm
        form={form}
        onSubmit={(account) =>
          void change.run({ path: 'centralizer_account', body: { centralizer_account: account } })
        }
      >
        <Stack>
          <Title order={4}>{t('settings.centralizerAccount')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormBankSelect control={control} name="bank_code" label={t('account.bankCode')} requireIspb />
            <FormTextInput control={control} name="agency" label={t('account.agency')} />
            <FormTextInput control={control} name="account_number" label={t('account.number')} />
            <FormTextInput control={control} name="account_digit" label={t('account.digit')} />
            <FormSelect
              control={control}
              name="account_type"
              label={t('account.type')}
              data={[
                { value: 'C', label: t('account.types.C') },
                { value: 'S', label: t('account.types.S') },
                { value: 'P', label: t('account.types.P') },
              ]}
            />
            <FormTextInput control={control} name="holder_name" label={t('account.holderName')} />
            <FormCpfCnpjInput control={control} name="holder_document" label={t('account.holderDocument')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Card>
  );
}

function ParametersCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const current = project.parameters;
  const form = useSchemaForm(projectParameterBodySchema, {
    defaultValues: {
      max_installments: current?.max_installments ?? 12,
      min_installment_amount: current?.min_installment_amount ?? 500,
      daily_limit_amount: current?.daily_limit_amount ?? null,
      support_email: current?.support_email ?? '',
      support_phone: current?.support_phone ?? '',
    },
  });
  const save = useSaveParameters(project.id, current !== null, { form, success: t('messages.saved') });
  const { control } = form;

  return (
    <Card withBorder>
      <SchemaForm form={form} onSubmit={(body) => void save.run(body)}>
        <Stack>
          <Title order={4}>{t('parameters.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormNumberInput
              control={control}
              name="max_installments"
              label={t('parameters.maxInstallments')}
              min={1}
              max={12}
            />
            <FormCurrencyInput
              control={control}
              name="min_installment_amount"
              label={t('parameters.minInstallment')}
            />
            <FormCurrencyInput
              control={control}
              name="daily_limit_amount"
              label={t('parameters.dailyLimit')}
              emptyValue={null}
            />
            <FormTextInput control={control} name="support_email" label={t('parameters.supportEmail')} />
            <FormPhoneInput control={control} name="support_phone" label={t('parameters.supportPhone')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
          <HistoryPanel
            context="project_parameter"
            recordId={String(project.id)}
            title={t('parameters.history')}
          />
        </Stack>
      </SchemaForm>
    </Card>
  );
}
