import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { onlyDigits } from '@mentor/contract';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from './confirm-with-otp';
import type { OtpDialogOptions, OtpSubmitResult } from './otp-store';

/** Props of {@link OtpDialog}. */
export interface OtpDialogProps {
  opened: boolean;
  options?: OtpDialogOptions;
  /** Runs with the typed code; a 'retry' result keeps the dialog open with the message. */
  onSubmit: (code: string) => Promise<OtpSubmitResult>;
  onCancel: () => void;
}

/**
 * The one-time-code dialog (spec core §5): six digit boxes, digits only (paste keeps the first
 * six digits), 'Confirmar' enabled once six digits are in, width 400.
 */
export function OtpDialog({ opened, options = {}, onSubmit, onCancel }: OtpDialogProps) {
  const { t } = useTranslation('kit');
  const [code, setCode] = useState('');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Read at once: a second click arrives before the state above re-renders the button.
  const submittingRef = useRef(false);
  const firstBoxRef = useRef<HTMLInputElement>(null);

  const isComplete = code.length === OTP_LENGTH;
  const showIncomplete = code.length > 0 && !isComplete;

  const changeCode = (next: string) => {
    setCode(onlyDigits(next).slice(0, OTP_LENGTH));
    setServerMessage(null);
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    changeCode(event.clipboardData.getData('text'));
  };
  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submittingRef.current) return;
    if (showIncomplete) return;
    submittingRef.current = true;
    setIsSubmitting(true);
    const result = await onSubmit(code).finally(() => {
      submittingRef.current = false;
    });
    setIsSubmitting(false);
    if (result.status === 'retry') {
      setServerMessage(result.message ?? t('otp.rejected', 'Código inválido. Tente novamente.'));
      setCode('');
    }
  };
  // After a refused code, once the boxes are enabled again: back to the first one.
  useEffect(() => {
    if (serverMessage !== null && !isSubmitting) firstBoxRef.current?.focus();
  }, [serverMessage, isSubmitting]);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void handleSubmit();
  };
  const handleClose = () => {
    if (!isSubmitting) onCancel();
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={options.title ?? t('otp.title', 'Código de verificação')}
      size={400}
      centered
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      closeButtonProps={{ 'aria-label': t('otp.close', 'Fechar') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {options.description ??
              t('otp.description', 'Informe o código de 6 dígitos gerado pelo seu aplicativo autenticador.')}
          </Text>
          <PinInput
            ref={firstBoxRef}
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={changeCode}
            onKeyDown={handleKeyDown}
            error={serverMessage !== null}
            disabled={isSubmitting}
            aria-label={t('otp.code', 'Código de verificação')}
            getInputProps={(index) => ({
              'aria-label': t('otp.digit', 'Dígito {{position}} de {{length}}', {
                position: index + 1,
                length: OTP_LENGTH,
              }),
              onPaste: handlePaste,
              // The dialog's focus trap starts here, not on its close button: a code typed at
              // once lands in the boxes.
              ...(index === 0 ? { 'data-autofocus': true } : {}),
            })}
          />
          {showIncomplete ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('otp.incomplete', 'Por favor, informe os 6 dígitos do seu código')}
            </Text>
          ) : null}
          {serverMessage ? (
            <Alert color="red" variant="light">
              {serverMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isSubmitting}>
              {t('otp.cancel', 'Cancelar')}
            </Button>
            <Button type="submit" disabled={!isComplete} loading={isSubmitting}>
              {t('otp.confirm', 'Confirmar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
