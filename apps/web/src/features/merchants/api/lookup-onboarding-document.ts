import { type OnboardingLookupQuery, onboardingLookupSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';

/** Onboarding status of a CPF (and CNPJ) and the case it leads to (`GET /v1/merchant/onboarding/document`). */
export function lookupOnboardingDocument({ cpf, cnpj }: OnboardingLookupQuery) {
  return mainApi.get('/v1/merchant/onboarding/document', {
    query: cnpj ? { cpf, cnpj } : { cpf },
    schema: onboardingLookupSchema,
  });
}
