import { type SavedView, savedViewSchema } from '@mentor/contract/platform';
import { z } from 'zod';
import { mainApi } from '../../lib/api';

export const savedViewKeys = {
  screen: (screen: string) => ['saved-views', screen] as const,
};

export function listSavedViews(screen: string, signal?: AbortSignal): Promise<SavedView[]> {
  return mainApi.get('/v1/saved-views', {
    query: { screen },
    schema: z.array(savedViewSchema),
    ...(signal ? { signal } : {}),
  });
}

export interface SaveViewInput {
  screen: string;
  name: string;
  shared: boolean;
  query: Record<string, unknown>;
}

export function createSavedView(input: SaveViewInput): Promise<SavedView> {
  return mainApi.post('/v1/saved-views', input, { schema: savedViewSchema });
}

export async function deleteSavedView(id: number): Promise<void> {
  await mainApi.delete(`/v1/saved-views/${id}`);
}
