import { Alert, Button, PinInput, Stack, Text } from '@mantine/core';
import { validationMessages } from '@mentor/contract';
import type { Device } from '@mentor/contract/pix';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorView } from '../../../shared/lib/api';
import { FormField, FormModal, useSchemaForm } from '../../../shared/ui/form';
import { pixKeys } from '../api/pix-query-keys';
import { checkSmsToken, sendSmsToken } from '../api/sms-token';
import { useDecideDevice } from '../api/use-decide-device';
import { SmsOutboxPanel } from './sms-outbox-panel';

type Step = 'send' | 'confirm';

/** The code the customer reads back: six digits, once it was sent (before that there is no field). */
const smsCodeSchema = (step: () => Step) =>
  z.object({ code: z.string() }).superRefine(({ code }, ctx) => {
    if (step() === 'confirm' && !/^\d{6}$/.test(code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: validationMessages.digits('Código', 6) });
    }
  });
const EMPTY = { code: '' };

/**
 * Authorises a pending device: an SMS code goes to the account holder, the operator types the
 * code the customer reads back, and only a confirmed code lets the authorisation through.
 */
export function AuthorizeDeviceModal({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('send');
  const currentStep = useRef(step);
  currentStep.current = step;
  const schema = useMemo(() => smsCodeSchema(() => currentStep.current), []);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const dismiss = () => {
    setStep('send');
    setPhone('');
    form.reset(EMPTY);
    setProblem(null);
    onClose();
  };
  const decide = useDecideDevice({ success: t('devices.authorized'), onSuccess: dismiss });

  const send = async () => {
    if (!device) return;
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendSmsToken(device.whiteLabel, device.uuidAccountPayment);
      setPhone(sent.phone);
      form.reset(EMPTY);
      setStep('confirm');
      await queryClient.invalidateQueries({ queryKey: pixKeys.smsOutbox(device.uuidAccountPayment) });
    } catch (error) {
      setProblem(errorView(error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    if (!device) return;
    setBusy(true);
    setProblem(null);
    try {
      if (!(await checkSmsToken(device.whiteLabel, device.uuidAccountPayment, code))) {
        setProblem(t('sms.invalidCode'));
        return;
      }
      await decide.run({
        uuidAccountPayment: device.uuidAccountPayment,
        uuidAccountPaymentDevice: device.uuidAccountPaymentDevice,
        decision: 'authorize',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      form={form}
      opened={device !== null}
      title={t('devices.authorizeTitle')}
      onDismiss={dismiss}
      onSubmit={(values) => void (step === 'send' ? send() : confirm(values))}
      submitLabel={step === 'send' ? t('sms.send') : t('sms.confirmAndAuthorize')}
      cancelLabel={t('actions.back')}
      pending={busy}
      size="lg"
      footer={
        step === 'confirm' ? (
          <Button variant="subtle" onClick={() => void send()} disabled={busy}>
            {t('sms.resend')}
          </Button>
        ) : null
      }
    >
      {device ? (
        <>
          <Text size="sm">
            {t('devices.authorizeIntro', {
              name: device.fullName,
              account: device.accountNumber,
              model: device.model,
            })}
          </Text>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {step === 'confirm' ? (
            <>
              <Text size="sm">{t('sms.sentTo', { phone })}</Text>
              <FormField
                control={form.control}
                name="code"
                render={({ value, onChange, error }) => (
                  <Stack gap={4}>
                    <Text component="label" htmlFor="sms-code" size="sm" fw={500}>
                      {t('sms.code')}
                    </Text>
                    <PinInput
                      id="sms-code"
                      length={6}
                      type="number"
                      oneTimeCode
                      value={typeof value === 'string' ? value : ''}
                      onChange={onChange}
                      error={error !== undefined}
                      aria-label={t('sms.code')}
                    />
                    {error ? (
                      <Text c="red" size="sm" role="alert">
                        {error}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              />
              <SmsOutboxPanel account={device.uuidAccountPayment} />
            </>
          ) : null}
        </>
      ) : null}
    </FormModal>
  );
}
