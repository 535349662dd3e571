import { Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { type CredentialSecretAnswer, type IdpName, MAX_GRACE_MINUTES } from '@mentor/contract/credentials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetSecret } from '../api/credential-api';

/** Replaces the secret: at once, or keeping the old one for a grace window (minutes). */
export function ResetSecretModal({
  id,
  idp,
  opened,
  onClose,
  onReset,
}: {
  id: string;
  idp: IdpName;
  opened: boolean;
  onClose: () => void;
  onReset: (answer: CredentialSecretAnswer) => void;
}) {
  const { t } = useTranslation('credentials');
  const [mode, setMode] = useState<'now' | 'grace'>('now');
  const [minutes, setMinutes] = useState<number>(60);
  const reset = useResetSecret(id, idp, {
    success: t('secret.resetDone'),
    onSuccess: (answer) => {
      onClose();
      onReset(answer);
    },
  });
  const valid = mode === 'now' || (Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_GRACE_MINUTES);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('secret.resetTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      <Stack>
        <Text size="sm">{t('secret.resetWarning')}</Text>
        <Radio.Group
          value={mode}
          onChange={(v) => setMode(v === 'grace' ? 'grace' : 'now')}
          label={t('secret.oldSecret')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="now" label={t('secret.stopNow')} />
            <Radio value="grace" label={t('secret.keepFor')} />
          </Stack>
        </Radio.Group>
        {mode === 'grace' ? (
          <NumberInput
            label={t('fields.graceMinutes')}
            value={minutes}
            onChange={(v) => setMinutes(typeof v === 'number' ? v : Number(v))}
            min={1}
            max={MAX_GRACE_MINUTES}
            allowDecimal={false}
            error={valid ? undefined : t('secret.graceInvalid', { max: MAX_GRACE_MINUTES })}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!valid}
            loading={reset.isPending}
            onClick={() => void reset.run({ grace_minutes: mode === 'now' ? 0 : minutes })}
          >
            {t('secret.resetSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
