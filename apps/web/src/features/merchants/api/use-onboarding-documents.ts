import { onboardingDocumentSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's onboarding documents. */
export function useOnboardingDocuments(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'documents'),
    queryFn: () =>
      mainApi.get(`/v1/merchant/${id}/onboarding/documents`, { schema: z.array(onboardingDocumentSchema) }),
  });
}
