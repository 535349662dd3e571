import { type OnboardingDocumentUpload, onboardingDocumentSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';

/** Sends one onboarding document of a merchant (`POST /v1/merchant/{id}/onboarding/document`). */
export function uploadOnboardingDocument(merchantId: number, body: OnboardingDocumentUpload) {
  return mainApi.post(`/v1/merchant/${merchantId}/onboarding/document`, body, {
    schema: onboardingDocumentSchema,
  });
}
