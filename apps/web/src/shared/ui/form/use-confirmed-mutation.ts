import { notifications } from '@mantine/notifications';
import { buildRoutePath } from '@mentor/contract';
import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApprovalPending, newIdempotencyKey, withIdempotencyKey } from '../../lib/api';
import { errorView } from '../../lib/api/error-view';
import { intentIdOf } from '../../lib/api/idempotency-key';
import { type ShowErrorOptions, useShowError } from '../error-feedback/use-show-error';
import {
  duplicatePendingId,
  PENDING_CHANGES_KEY,
  PendingDuplicateMessage,
} from '../pending-change/duplicate-pending';
import { type ApplyServerErrorOptions, applyServerError, type FormErrorTarget } from './apply-server-error';

export interface ConfirmedMutationOptions<TData, TVariables> {
  /**
   * The call. Endpoints behind a one-time code pass `otp: true` to the API client, which asks
   * the operator for the code right before sending (and again after a rejected code).
   */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Toast shown on success (a function receives the result). */
  success?: string | ((data: TData, variables: TVariables) => string);
  /** Query keys refreshed after success (lists, the record, its history). */
  invalidate?: readonly QueryKey[];
  /** Form whose fields receive the server's 422 field errors. */
  form?: FormErrorTarget;
  /** Fields shown by the form when they are not all top-level values (see applyServerError). */
  fields?: readonly string[];
  mapField?: ApplyServerErrorOptions['mapField'];
  /** The screen's wording of a failure shown as a toast (a stale request, say). */
  errorOptions?: (error: unknown) => ShowErrorOptions;
  /** The screen's own text for a failure that is not the server's answer (see `errorView`). */
  fallback?: string;
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  /**
   * The change waits for a second person's approval, or the same change already does: nothing
   * is left to do in the form, so a dialog closes here (the record shows the pending change).
   */
  onPending?: (variables: TVariables) => void;
}

export type ConfirmedMutation<TData, TVariables> = UseMutationResult<TData, unknown, TVariables> & {
  /**
   * Runs the call and reports the outcome: toast and refresh on success (resolves with the
   * result); field errors onto the form or a toast on failure, nothing when the operator cancels
   * the code (resolves undefined). Never rejects.
   */
  run: (variables: TVariables) => Promise<TData | undefined>;
};

/** One intent of the operator: its idempotency key and, while it is sent, its outcome. */
interface Intent<TData> {
  key: string;
  running: Promise<TData | undefined> | null;
}

/**
 * A change the operator confirms: the code when the endpoint needs one, a toast, the lists
 * refreshed, and the server's errors shown by the spec's rule.
 */
export function useConfirmedMutation<TData, TVariables>(
  options: ConfirmedMutationOptions<TData, TVariables>,
): ConfirmedMutation<TData, TVariables> {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('kit');
  const duplicateMessage = (pendingId: number) =>
    createElement(PendingDuplicateMessage, {
      text: t('approval.duplicate', { id: pendingId }),
      link: t('approval.openPending'),
      href: `${buildRoutePath('/approvals', {}, i18n.language.startsWith('en') ? 'en' : 'pt')}?id=${pendingId}`,
    });
  const showError = useShowError();
  const latest = useRef(options);
  latest.current = options;
  // Keys by intent (the values sent): the same values send the same key until they succeed, so a
  // retry or a second click acts once on the server; edited values are another intent.
  const intents = useRef(new Map<string, Intent<TData>>());
  const mutation = useMutation<TData, unknown, TVariables>({
    mutationFn: (variables) => {
      const key = intents.current.get(intentIdOf(variables))?.key ?? newIdempotencyKey();
      return withIdempotencyKey(key, () => latest.current.mutationFn(variables));
    },
    onSuccess: async (data, variables) => {
      const { success, invalidate = [], onSuccess } = latest.current;
      if (success) {
        const message = typeof success === 'function' ? success(data, variables) : success;
        notifications.show({ color: 'green', message });
      }
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables);
    },
  });

  const send = async (variables: TVariables, id: string): Promise<TData | undefined> => {
    try {
      const data = await mutation.mutateAsync(variables);
      intents.current.delete(id);
      return data;
    } catch (error) {
      if (errorView(error).kind === 'cancelled') {
        mutation.reset();
        return undefined;
      }
      // A four-eyes change is not applied yet: it waits in the approvals inbox. The same change
      // asked again while it waits is refused with a link to the first.
      const duplicateOf = duplicatePendingId(error);
      if (isApprovalPending(error) || duplicateOf !== null) {
        intents.current.delete(id);
        mutation.reset();
        notifications.show(
          duplicateOf === null
            ? { color: 'blue', message: t('approval.pending') }
            : { color: 'yellow', message: duplicateMessage(duplicateOf) },
        );
        await Promise.all(
          [...(latest.current.invalidate ?? []), PENDING_CHANGES_KEY].map((queryKey) =>
            client.invalidateQueries({ queryKey }),
          ),
        );
        latest.current.onPending?.(variables);
        return undefined;
      }
      const { form, fields, mapField, fallback } = latest.current;
      if (form) {
        const values = form.getValues();
        applyServerError(error, (name, message) => form.setError(name, message), {
          fields: fields ?? Object.keys(typeof values === 'object' && values !== null ? values : {}),
          ...(mapField ? { mapField } : {}),
          ...(fallback === undefined ? {} : { fallback }),
          notify: (message) => showError(error, { message: () => message, fallback }),
        });
      } else {
        showError(error, { fallback, ...latest.current.errorOptions?.(error) });
      }
      return undefined;
    }
  };

  /** Sends an intent once: while it runs, the same values get its outcome instead of a new request. */
  const run = (variables: TVariables): Promise<TData | undefined> => {
    const id = intentIdOf(variables);
    const intent = intents.current.get(id) ?? { key: newIdempotencyKey(), running: null };
    if (intent.running) return intent.running;
    intents.current.set(id, intent);
    intent.running = send(variables, id).finally(() => {
      intent.running = null;
    });
    return intent.running;
  };

  return Object.assign(mutation, { run });
}

/** What a screen adds to an API hook's confirmed mutation: its form, toast and follow-up. */
export type ConfirmedMutationUi<TData, TVariables> = Omit<
  ConfirmedMutationOptions<TData, TVariables>,
  'mutationFn' | 'invalidate'
>;
