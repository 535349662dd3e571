import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maskPhone, SETTLEMENT_RESTRICTIONS } from '@mentor/contract';
import type { CentralizerAccount, ProjectDetail, SettlementRestriction } from '@mentor/contract/projects';
import { SETTLEMENT_RESTRICTION_VALUES } from '@mentor/contract/projects';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useLanguage } from '../../../shared/lib/i18n';
import { BankSelect } from '../../../shared/ui/bank-select';
import { CpfCnpjInput, CurrencyInput, PhoneInput } from '../../../shared/ui/inputs';
import { fieldErrors } from '../api/field-errors';
import { type SettingChange, useChangeSetting, useSaveParameters } from '../api/project-api';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { runWithToast } from './notify';

const EMPTY_ACCOUNT: CentralizerAccount = {
  bank_code: '',
  agency: '',
  account_number: '',
  account_digit: '',
  account_type: 'C',
  holder_name: '',
  holder_document: '',
};

function isRestriction(value: string | null): value is SettlementRestriction {
  return SETTLEMENT_RESTRICTION_VALUES.some((v) => v === value);
}

/** Settlement restriction, automatic rent, billet e-mail, centraliser accounts (each with a code) and parameters. */
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
  const change = useChangeSetting(project.id);
  const [restriction, setRestriction] = useState<string | null>(
    project.merchants_settlement_bank_account_restriction,
  );
  const [account, setAccount] = useState<CentralizerAccount>(
    project.settings.centralizer_account ?? EMPTY_ACCOUNT,
  );
  const [accountErrors, setAccountErrors] = useState<Record<string, string>>({});
  const setField = <K extends keyof CentralizerAccount>(key: K, value: CentralizerAccount[K]) =>
    setAccount((a) => ({ ...a, [key]: value }));

  const saved = t('messages.saved');

  async function saveAccount(event: FormEvent) {
    event.preventDefault();
    setAccountErrors({});
    try {
      await change.mutateAsync({ path: 'centralizer_account', body: { centralizer_account: account } });
      notifications.show({ color: 'green', message: saved });
    } catch (error) {
      const fields = fieldErrors(error);
      const local: Record<string, string> = {};
      for (const [key, value] of Object.entries(fields))
        local[key.replace(/^centralizer_account\./, '')] = value;
      setAccountErrors(local);
      if (Object.keys(local).length === 0) notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
                void runWithToast(
                  () =>
                    change.mutateAsync({
                      path: 'merchants_settlement_bank_account_restriction',
                      body: { merchants_settlement_bank_account_restriction: restriction },
                    }),
                  saved,
                );
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
              onChange={(e) => {
                const value = e.currentTarget.checked;
                void runWithToast(() => change.mutateAsync(toggle(value)), saved);
              }}
            />
          ))}
        </Stack>
      </Card>

      <Card withBorder>
        <form onSubmit={(e) => void saveAccount(e)} noValidate>
          <Stack>
            <Title order={4}>{t('settings.centralizerAccount')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <BankSelect
                label={t('account.bankCode')}
                value={account.bank_code || null}
                onChange={(code) => setField('bank_code', code ?? '')}
                error={accountErrors.bank_code}
                requireIspb
              />
              <TextInput
                label={t('account.agency')}
                value={account.agency}
                onChange={(e) => setField('agency', e.currentTarget.value)}
                error={accountErrors.agency}
              />
              <TextInput
                label={t('account.number')}
                value={account.account_number}
                onChange={(e) => setField('account_number', e.currentTarget.value)}
                error={accountErrors.account_number}
              />
              <TextInput
                label={t('account.digit')}
                value={account.account_digit}
                onChange={(e) => setField('account_digit', e.currentTarget.value)}
                error={accountErrors.account_digit}
              />
              <Select
                label={t('account.type')}
                data={[
                  { value: 'C', label: t('account.types.C') },
                  { value: 'S', label: t('account.types.S') },
                  { value: 'P', label: t('account.types.P') },
                ]}
                value={account.account_type}
                onChange={(v) => {
                  if (v === 'C' || v === 'S' || v === 'P') setField('account_type', v);
                }}
              />
              <TextInput
                label={t('account.holderName')}
                value={account.holder_name}
                onChange={(e) => setField('holder_name', e.currentTarget.value)}
                error={accountErrors.holder_name}
              />
              <CpfCnpjInput
                label={t('account.holderDocument')}
                value={account.holder_document}
                onChange={(v) => setField('holder_document', v)}
                error={accountErrors.holder_document}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <ParametersCard project={project} />
      <HistoryPanel context="project" recordId={String(project.id)} />
    </Stack>
  );
}

function ParametersCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const current = project.parameters;
  const save = useSaveParameters(project.id, current !== null);
  const [maxInstallments, setMaxInstallments] = useState<number | string>(current?.max_installments ?? 12);
  const [minInstallment, setMinInstallment] = useState<number | null>(current?.min_installment_amount ?? 500);
  const [dailyLimit, setDailyLimit] = useState<number | null>(current?.daily_limit_amount ?? null);
  const [email, setEmail] = useState(current?.support_email ?? '');
  const [phone, setPhone] = useState(current?.support_phone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        max_installments: typeof maxInstallments === 'number' ? maxInstallments : Number(maxInstallments),
        min_installment_amount: minInstallment ?? 0,
        daily_limit_amount: dailyLimit,
        support_email: email || null,
        support_phone: phone ? maskPhone(phone) : null,
      });
      notifications.show({ color: 'green', message: t('messages.saved') });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  return (
    <Card withBorder>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Title order={4}>{t('parameters.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('parameters.maxInstallments')}
              min={1}
              max={12}
              value={maxInstallments}
              onChange={setMaxInstallments}
              error={errors.max_installments}
            />
            <CurrencyInput
              label={t('parameters.minInstallment')}
              value={minInstallment}
              onChange={setMinInstallment}
              error={errors.min_installment_amount}
            />
            <CurrencyInput
              label={t('parameters.dailyLimit')}
              value={dailyLimit}
              onChange={setDailyLimit}
              error={errors.daily_limit_amount}
            />
            <TextInput
              label={t('parameters.supportEmail')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.support_email}
            />
            <PhoneInput
              label={t('parameters.supportPhone')}
              value={phone}
              onChange={setPhone}
              error={errors.support_phone}
            />
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
      </form>
    </Card>
  );
}
