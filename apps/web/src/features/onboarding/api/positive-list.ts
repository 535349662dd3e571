import type { positiveListImportSchema as importSchema } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/lib/api';
import { downloadBlob } from '../../../shared/ui/download';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export type PositiveListImport = z.infer<typeof importSchema>;

/** Whether a white label restricts onboarding to its positive list. */
export function usePositiveListStatus(wl: string | null) {
  return useQuery({
    queryKey: onboardingKeys.positiveList(wl ?? ''),
    queryFn: () => api.call(onboarding.readPositiveList, { params: { id: wl ?? '' } }),
    enabled: wl !== null,
  });
}

export function useTogglePositiveList(
  ui: ConfirmedMutationUi<unknown, { wl: string; restritive: boolean }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ wl, restritive }: { wl: string; restritive: boolean }) =>
      api.call(onboarding.togglePositiveList, { params: { id: wl }, body: { restritive } }),
    invalidate: [onboardingKeys.all],
  });
}

export function usePositiveEntries(wl: string | null, page: number, search: string) {
  return useQuery({
    queryKey: [...onboardingKeys.positiveEntries, wl, page, search],
    queryFn: () =>
      api.call(onboarding.listPositiveEntries, {
        params: { id: wl ?? '' },
        query: { page, limit: 10, ...(search ? { search } : {}) },
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
      api.call(onboarding.addPositiveEntry, { params: { id: wl }, body }),
    invalidate: [onboardingKeys.all],
  });
}

export function useRemovePositiveEntry(ui: ConfirmedMutationUi<unknown, { wl: string; uuid: string }> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ wl, uuid }: { wl: string; uuid: string }) =>
      api.call(onboarding.removePositiveEntry, { params: { id: wl, entry: uuid } }),
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
      api.call(onboarding.checkPositiveFile, {
        params: { id: wl },
        body: { fileName: file.name, fileBase64: await toBase64(file) },
      }),
  });
}

/** Applies the accepted rows of a checked file (Processar). */
export function useProcessPositiveFile(ui: ConfirmedMutationUi<PositiveListImport, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) => api.call(onboarding.processPositiveFile, { params: { importId: uuid } }),
    invalidate: [onboardingKeys.all],
  });
}

/** The spreadsheet model (no white label) or a white label's positive list, saved as a file. */
export async function downloadPositiveFile(wl: string | null): Promise<void> {
  const blob = wl
    ? await api.call(onboarding.exportPositiveList, { params: { id: wl } })
    : await api.call(onboarding.positiveListModel);
  if (blob instanceof Blob) downloadBlob(blob, wl ? 'lista-positiva.xlsx' : 'modelo-lista-positiva.xlsx');
}
