import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { smsCheckResponseSchema, smsSendResponseSchema } from '@mentor/contract/pix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeApi } from '../../../shared/lib/api';
import { useSession } from '../../../shared/lib/auth/session-context';
import { useShowError } from '../../../shared/ui/error-feedback';

/** Sends a code to the account's phone (recorded in the SMS outbox locally) and checks what the holder reads out. */
export function SmsCheck({ wl, account }: { wl: string; account: string }) {
  const { t } = useTranslation('onboarding');
  const session = useSession();
  const showError = useShowError();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const base = `/spe-n-backoffice/v1`;
  const send = async () => {
    setBusy(true);
    try {
      const sent = await backofficeApi.get(`${base}/generate/sms/wl/${wl}/ap/${account}`, {
        query: { userId: session.user?.userName ?? '' },
        schema: smsSendResponseSchema,
      });
      notifications.show({ color: 'green', message: t('sms.sent', { phone: sent.phone }) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    try {
      const result = await backofficeApi.get(`${base}/wl/${wl}/ap/${account}/code/${code}`, {
        schema: smsCheckResponseSchema,
      });
      notifications.show(
        result.valid
          ? { color: 'green', message: t('sms.valid') }
          : { color: 'red', message: t('sms.invalid') },
      );
    } catch {
      notifications.show({ color: 'red', message: t('sms.invalid') });
    }
  };
  return (
    <Group align="flex-end">
      <Button variant="default" loading={busy} onClick={() => void send()}>
        {t('actions.sendSms')}
      </Button>
      <TextInput
        label={t('sms.codeLabel')}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        w={180}
        inputMode="numeric"
      />
      <Button variant="default" disabled={code.length !== 6} onClick={() => void check()}>
        {t('actions.checkSms')}
      </Button>
    </Group>
  );
}
