import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorView, errorView } from '../../lib/api/error-view';
import { errorTitleKey, errorToast } from './error-toast';

export interface ShowErrorOptions {
  /** The screen's wording around the message, e.g. `(m) => t('banks.failed', { message: m })`. */
  message?: (text: string) => string;
  /** The screen's own text for a failure that is not the server's answer (see `errorView`). */
  fallback?: string;
}

/** The translated title of a failure's kind ('Sem permissão', 'Dados recusados'…). */
export function useErrorTitle(): (view: ErrorView) => string {
  const { t } = useTranslation('kit');
  return useCallback((view) => t(errorTitleKey(view.kind)), [t]);
}

/**
 * Reports a failed call the one way: a red toast titled by its kind with the spec's message;
 * nothing when the operator cancelled or the change went to approval. Returns the view.
 */
export function useShowError(): (error: unknown, options?: ShowErrorOptions) => ErrorView {
  const title = useErrorTitle();
  return useCallback(
    (error, { fallback, ...options } = {}) => {
      const view = errorView(error, fallback);
      const toast = errorToast(view, { title: title(view), ...options });
      if (toast) notifications.show(toast);
      return view;
    },
    [title],
  );
}
