import type { SavedView } from '@mentor/contract/platform';
import { savedViews } from '@mentor/contract/saved-views-endpoints';
import { api } from '../../lib/api';

export const savedViewKeys = {
  screen: (screen: string) => ['saved-views', screen] as const,
};

export function listSavedViews(screen: string, signal?: AbortSignal): Promise<SavedView[]> {
  return api.call(savedViews.listViews, { query: { screen }, ...(signal ? { signal } : {}) });
}

export interface SaveViewInput {
  screen: string;
  name: string;
  shared: boolean;
  query: Record<string, unknown>;
}

export function createSavedView(input: SaveViewInput): Promise<SavedView> {
  return api.call(savedViews.createView, { body: input });
}

export async function deleteSavedView(id: number): Promise<void> {
  await api.call(savedViews.deleteView, { params: { id } });
}
