import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Options of {@link confirmAction}. */
export interface ConfirmActionOptions {
  title: string;
  message: ReactNode;
  /** Confirm button text; defaults to 'Confirmar'. */
  confirmLabel?: string;
  /** Cancel button text; defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

function KitText({ i18nKey, defaultValue }: { i18nKey: string; defaultValue: string }) {
  const { t } = useTranslation('kit');
  return t(i18nKey, defaultValue);
}

/** A `kit` text that shows its Portuguese default while the namespace loads. */
function KitLabel({ i18nKey, defaultValue }: { i18nKey: string; defaultValue: string }) {
  return (
    <Suspense fallback={defaultValue}>
      <KitText i18nKey={i18nKey} defaultValue={defaultValue} />
    </Suspense>
  );
}

/** Confirmations open now, by title and message: asking again while one is open joins it. */
const open = new Map<string, Promise<boolean>>();

/**
 * Asks the operator to confirm an action in a modal (Mantine modals; needs a `ModalsProvider`).
 * Resolves `true` on confirm and `false` on cancel, close or Escape. Asked again while the same
 * confirmation is open (a double click on the action), it answers that one: one dialog, one action.
 */
export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const id = `${options.title}\u0000${typeof options.message === 'string' ? options.message : ''}`;
  const asked = open.get(id);
  if (asked) return asked;
  const answer = openConfirmation(options).finally(() => open.delete(id));
  open.set(id, answer);
  return answer;
}

function openConfirmation({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
}: ConfirmActionOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (confirmed: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(confirmed);
    };
    openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: {
        confirm: confirmLabel ?? <KitLabel i18nKey="confirm.confirm" defaultValue="Confirmar" />,
        cancel: cancelLabel ?? <KitLabel i18nKey="confirm.cancel" defaultValue="Cancelar" />,
      },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
