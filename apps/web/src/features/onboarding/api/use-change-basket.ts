import { notifications } from '@mantine/notifications';
import { ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import { risk } from '@mentor/contract/risk-endpoints';
import { api } from '../../../shared/lib/api';
import { errorToast, errorView } from '../../../shared/ui/error-feedback';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export interface ChangeBasketInput {
  uuidWhiteLabel: string;
  uuidAccountPayment: string;
  uuidBasket: string;
}

/**
 * Puts the account on another active basket of its white label (the current one ends). A
 * failure toasts the spec's 'Falha ao atualizar cesta da conta' (the server's reason follows).
 */
export function useChangeBasket(ui: ConfirmedMutationUi<unknown, ChangeBasketInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: async (input: ChangeBasketInput) => {
      try {
        return await api.call(risk.changeAccountBasket, { body: input });
      } catch (error) {
        const toast = errorToast(errorView(error), { message: () => ONBOARDING_MESSAGES.basketUpdateFailed });
        if (toast) notifications.show(toast);
        throw error;
      }
    },
    invalidate: [onboardingKeys.all],
  });
}
