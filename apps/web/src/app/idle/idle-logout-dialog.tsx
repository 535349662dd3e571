import { Modal, RingProgress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

/** Seconds between the idle warning and the logout (spec core §9). */
export const IDLE_COUNTDOWN_SECONDS = 10;
/** How long 'Deslogando usuário...' stays on screen before the logout redirect. */
export const LOGGING_OUT_NOTICE_MS = 1000;

/**
 * Browsers also send `mousemove` when the page changes under a still pointer (the dialog
 * opening is one such change): only a pointer that really moved cancels the countdown.
 */
export function movementDetector(onMove: () => void): (event: MouseEvent) => void {
  let origin: { x: number; y: number } | null = null;
  return (event) => {
    if (event.movementX || event.movementY) {
      onMove();
      return;
    }
    if (!origin) {
      origin = { x: event.clientX, y: event.clientY };
      return;
    }
    if (event.clientX !== origin.x || event.clientY !== origin.y) onMove();
  };
}

export interface IdleLogoutDialogProps {
  onCancel: () => void;
  onLogout: () => void;
}

/**
 * Idle warning (spec core §4.1): a 10-second countdown that any mouse move, key press or
 * click outside cancels; at zero it reads 'Deslogando usuário...' and logs out.
 */
export function IdleLogoutDialog({ onCancel, onLogout }: IdleLogoutDialogProps) {
  const { t } = useTranslation('shell');
  const remaining = useCountdown(IDLE_COUNTDOWN_SECONDS);
  const loggingOut = remaining === 0;

  useEffect(() => {
    if (!loggingOut) return;
    const timer = setTimeout(onLogout, LOGGING_OUT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [loggingOut, onLogout]);

  useEffect(() => {
    if (loggingOut) return;
    const onMouseMove = movementDetector(onCancel);
    const onKeyDown = () => onCancel();
    window.addEventListener('mousemove', onMouseMove);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [loggingOut, onCancel]);

  return (
    <Modal
      opened
      onClose={loggingOut ? () => undefined : onCancel}
      withCloseButton={false}
      closeOnEscape={!loggingOut}
      closeOnClickOutside={!loggingOut}
      centered
      title={t('idle.title')}
    >
      <Stack align="center" gap="sm" aria-live="assertive">
        <RingProgress
          size={96}
          thickness={8}
          sections={[{ value: (remaining / IDLE_COUNTDOWN_SECONDS) * 100, color: 'orange' }]}
          label={
            <Text ta="center" fw={700} fz="xl">
              {remaining}
            </Text>
          }
        />
        <Text ta="center">
          {loggingOut ? t('idle.loggingOut') : t('idle.countdown', { count: remaining })}
        </Text>
      </Stack>
    </Modal>
  );
}
