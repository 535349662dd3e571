import {
  positiveListImportSchema as importSchema,
  positiveListEntrySchema,
  positiveListStatusSchema,
} from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi, mainApi } from '../../../shared/lib/api';
import { downloadBlob } from '../../../shared/ui/download';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export type PositiveListImport = z.infer<typeof importSchema>;

/** Whether a white label restricts onboarding to its positive list. */
export function usePositiveListStatus(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.positiveList(wl ?? ''),
    queryFn: () =>
      backofficeApi.get(`/spe-j-positive-list/v1/white-label/${wl}`, { schema: positiveListStatusSchema }),
    enabled: wl !== null,
  });
}

export function useTogglePositiveList(
  ui: ConfirmedMutationUi<unknown, { wl: string; restritive: boolean }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ wl, restritive }: { wl: string; restritive: boolean }) =>
      backofficeApi.put(
        `/spe-j-positive-list/v1/white-label/${wl}`,
        { restritive },
        { schema: positiveListStatusSchema },
      ),
    invalidate: [onboardingKeys.all],
  });
}

const entriesPage = z.object({
  data: z.array(positiveListEntrySchema),
  meta: z.object({ itemCount: z.number() }).passthrough(),
});

export function usePositiveEntries(wl: string | null, page: number, search: string) {
  return useQuery({
    queryKey: [...onboardingKeys.positiveEntries, wl, page, search],
    queryFn: () =>
      mainApi.get(`/v1/onboarding/positive-list/${wl}/entries`, {
        query: { page, limit: 10, ...(search ? { search } : {}) },
        schema: entriesPage,
      }),
    enabled: wl !== null,
  });
}

export function useAddPositiveEntry(
  ui: ConfirmedMutationUi<unknown, { wl: string; document: string; name: string }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ wl, ...body }: { wl: string; document: string; name: string }) =>
      mainApi.post(`/v1/onboarding/positive-list/${wl}/entries`, body, { schema: positiveListEntrySchema }),
    invalidate: [onboardingKeys.all],
  });
}

export function useRemovePositiveEntry(ui: ConfirmedMutationUi<unknown, { wl: string; uuid: string }> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ wl, uuid }: { wl: string; uuid: string }) =>
      mainApi.delete(`/v1/onboarding/positive-list/${wl}/entries/${uuid}`, {
        schema: z.object({ removed: z.boolean() }),
      }),
    invalidate: [onboardingKeys.all],
  });
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Sends a filled spreadsheet to be checked row by row (nothing applied yet). */
export function useCheckPositiveFile(
  ui: ConfirmedMutationUi<PositiveListImport, { wl: string; file: File }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: async ({ wl, file }: { wl: string; file: File }) =>
      mainApi.post(
        `/v1/onboarding/positive-list/${wl}/imports`,
        { fileName: file.name, fileBase64: await toBase64(file) },
        { schema: importSchema },
      ),
  });
}

/** Applies the accepted rows of a checked file (Processar). */
export function useProcessPositiveFile(ui: ConfirmedMutationUi<PositiveListImport, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) =>
      mainApi.post(`/v1/onboarding/positive-list/imports/${uuid}/process`, undefined, {
        schema: importSchema,
      }),
    invalidate: [onboardingKeys.all],
  });
}

export async function downloadPositiveFile(path: string, fileName: string): Promise<void> {
  const blob = await mainApi.get(path, { responseType: 'blob' });
  if (blob instanceof Blob) downloadBlob(blob, fileName);
}
