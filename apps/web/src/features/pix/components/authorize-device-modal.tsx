import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Device } from '@mentor/contract/pix';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { pixKeys } from '../api/pix-query-keys';
import { checkSmsToken, sendSmsToken } from '../api/sms-token';
import { useDecideDevice } from '../api/use-decide-device';
import { SmsOutboxPanel } from './sms-outbox-panel';

type Step = 'send' | 'confirm';

/**
 * Authorises a pending device: an SMS code goes to the account holder, the operator types the
 * code the customer reads back, and only a confirmed code lets the authorisation through.
 */
export function AuthorizeDeviceModal({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const queryClient = useQueryClient();
  const decide = useDecideDevice();
  const [step, setStep] = useState<Step>('send');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const dismiss = () => {
    setStep('send');
    setPhone('');
    setCode('');
    setProblem(null);
    onClose();
  };

  const send = async () => {
    if (!device) return;
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendSmsToken(device.whiteLabel, device.uuidAccountPayment);
      setPhone(sent.phone);
      setCode('');
      setStep('confirm');
      await queryClient.invalidateQueries({ queryKey: pixKeys.smsOutbox(device.uuidAccountPayment) });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!device) return;
    if (!/^\d{6}$/.test(code)) {
      setProblem(t('sms.codeFormat'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const valid = await checkSmsToken(device.whiteLabel, device.uuidAccountPayment, code);
    if (!valid) {
      setBusy(false);
      setProblem(t('sms.invalidCode'));
      return;
    }
    decide.mutate(
      {
        uuidAccountPayment: device.uuidAccountPayment,
        uuidAccountPaymentDevice: device.uuidAccountPaymentDevice,
        decision: 'authorize',
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('devices.authorized') });
          dismiss();
        },
        onError: (error) => setProblem(errorMessage(error)),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={device !== null}
      onClose={dismiss}
      title={t('devices.authorizeTitle')}
      size="lg"
      centered
    >
      {device ? (
        <Stack>
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
          {step === 'send' ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {t('actions.back')}
              </Button>
              <Button onClick={() => void send()} loading={busy}>
                {t('sms.send')}
              </Button>
            </Group>
          ) : (
            <>
              <Text size="sm">{t('sms.sentTo', { phone })}</Text>
              <Stack gap={4}>
                <Text component="label" htmlFor="sms-code" size="sm" fw={500}>
                  {t('sms.code')}
                </Text>
                <PinInput
                  id="sms-code"
                  length={6}
                  type="number"
                  oneTimeCode
                  value={code}
                  onChange={setCode}
                  aria-label={t('sms.code')}
                />
              </Stack>
              <Group justify="space-between">
                <Button variant="subtle" onClick={() => void send()} disabled={busy}>
                  {t('sms.resend')}
                </Button>
                <Group>
                  <Button variant="default" onClick={dismiss}>
                    {t('actions.back')}
                  </Button>
                  <Button onClick={() => void confirm()} loading={busy}>
                    {t('sms.confirmAndAuthorize')}
                  </Button>
                </Group>
              </Group>
              <SmsOutboxPanel account={device.uuidAccountPayment} />
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
