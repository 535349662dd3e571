import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import { type CredentialSecretAnswer, type IdpName, MAX_GRACE_MINUTES } from '@mentor/contract/credentials';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, FormModal, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useResetSecret } from '../api/credential-api';

const DEFAULTS = { mode: 'now' as const, minutes: 60 };
const graceValid = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_GRACE_MINUTES;

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
  const schema = useMemo(
    () =>
      z
        .object({ mode: z.enum(['now', 'grace']), minutes: z.number() })
        .superRefine(({ mode, minutes }, ctx) => {
          if (mode === 'grace' && !graceValid(minutes)) {
            ctx.addIssue({
              code: 'custom',
              path: ['minutes'],
              message: t('secret.graceInvalid', { max: MAX_GRACE_MINUTES }),
            });
          }
        }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: DEFAULTS });
  const [mode, minutes] = useWatch({ control: form.control, name: ['mode', 'minutes'] });
  const dismiss = useFormDismiss(form, onClose);
  const reset = useResetSecret(id, idp, {
    success: t('secret.resetDone'),
    onSuccess: (answer) => {
      dismiss();
      onReset(answer);
    },
  });
  const valid = mode === 'now' || graceValid(minutes);
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('secret.resetTitle')}
      onDismiss={dismiss}
      onSubmit={(values) => void reset.run({ grace_minutes: values.mode === 'now' ? 0 : values.minutes })}
      submitLabel={t('secret.resetSubmit')}
      cancelLabel={t('actions.cancel')}
      pending={reset.isPending}
      submitDisabled={!valid}
      danger
    >
      <Text size="sm">{t('secret.resetWarning')}</Text>
      <FormField
        control={form.control}
        name="mode"
        render={(field) => (
          <Radio.Group
            value={typeof field.value === 'string' ? field.value : 'now'}
            onChange={(v) => field.onChange(v === 'grace' ? 'grace' : 'now')}
            label={t('secret.oldSecret')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="now" label={t('secret.stopNow')} />
              <Radio value="grace" label={t('secret.keepFor')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {mode === 'grace' ? (
        <FormField
          control={form.control}
          name="minutes"
          render={(field) => (
            <NumberInput
              label={t('fields.graceMinutes')}
              value={typeof field.value === 'number' ? field.value : ''}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
              onBlur={field.onBlur}
              min={1}
              max={MAX_GRACE_MINUTES}
              allowDecimal={false}
              error={valid ? undefined : t('secret.graceInvalid', { max: MAX_GRACE_MINUTES })}
            />
          )}
        />
      ) : null}
    </FormModal>
  );
}
