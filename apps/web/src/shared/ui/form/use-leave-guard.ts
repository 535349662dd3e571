import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../confirm-dialog';

/**
 * Keeps typed work of a long form from vanishing without a word (ADR 0790). While `dirty`:
 * leaving the screen inside the console (a link, Back) asks 'Descartar o que foi preenchido?'
 * and stays on 'Continuar preenchendo'; a reload or closing the tab gets the browser's own
 * question. Answers the same question for the form's own way out (Escape, the X, 'Cancelar'):
 * call it and close only when it resolves `true`.
 *
 * @example
 * const confirmLeave = useLeaveGuard(form.formState.isDirty);
 * <Modal onClose={() => void confirmLeave().then((leave) => leave && onClose())} />
 */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
  const { t } = useTranslation('kit');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const confirmLeave = useCallback(async () => {
    if (!dirtyRef.current) return true;
    return confirmAction({
      title: t('formModal.leave.title', 'Descartar o que foi preenchido?'),
      message: t('formModal.leave.message', 'O que você preencheu aqui ainda não foi salvo e será perdido.'),
      confirmLabel: t('formModal.leave.discard', 'Descartar'),
      cancelLabel: t('formModal.leave.stay', 'Continuar preenchendo'),
      danger: true,
    });
  }, [t]);
  useBlocker({
    shouldBlockFn: async () => !(await confirmLeave()),
    enableBeforeUnload: () => dirtyRef.current,
    disabled: !dirty,
  });
  return confirmLeave;
}
