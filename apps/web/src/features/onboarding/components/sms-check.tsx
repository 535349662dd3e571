import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/auth/session-context';
import { useShowError } from '../../../shared/ui/error-feedback';
import { checkAccountSms, sendAccountSms } from '../api/account-sms';

/** Sends a code to the account's phone (recorded in the SMS outbox locally) and checks what the holder reads out. */
export function SmsCheck({ wl, account }: { wl: string; account: string }) {
  const { t } = useTranslation('onboarding');
  const session = useSession();
  const showError = useShowError();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const sent = await sendAccountSms(wl, account, session.user?.userName ?? '');
      notifications.show({ color: 'green', message: t('sms.sent', { phone: sent.phone }) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    try {
      const result = await checkAccountSms(wl, account, code);
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
