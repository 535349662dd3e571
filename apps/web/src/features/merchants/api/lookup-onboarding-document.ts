import type { OnboardingLookupQuery } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';

/** Onboarding status of a CPF (and CNPJ) and the case it leads to (`merchants.lookupOnboarding`). */
export function lookupOnboardingDocument({ cpf, cnpj }: OnboardingLookupQuery) {
  return api.call(merchants.lookupOnboarding, { query: cnpj ? { cpf, cnpj } : { cpf } });
}
