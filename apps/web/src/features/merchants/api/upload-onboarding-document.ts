import type { OnboardingDocumentUpload } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';

/** Sends one onboarding document of a merchant (`merchants.uploadDocument`). */
export function uploadOnboardingDocument(merchantId: number, body: OnboardingDocumentUpload) {
  return api.call(merchants.uploadDocument, { params: { id: merchantId }, body });
}
