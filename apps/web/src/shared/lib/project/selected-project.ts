import { z } from 'zod';
import { useSession } from '../auth/session-context';
import { createLocalStore, useLocalStore } from '../store/local-store';

/** A project chosen by a multi-project user (spec core §3: text and numeric value). */
const selectedProjectSchema = z.object({ value: z.number().int().positive(), text: z.string() }).nullable();
export type SelectedProject = z.infer<typeof selectedProjectSchema>;

let owner = '';

/** Each user's choice is kept apart, so people sharing a browser do not inherit each other's. */
export const selectedProjectStore = createLocalStore(
  () => `mentor.selected-project.${owner}`,
  selectedProjectSchema,
  null,
);

export function bindSelectedProjectOwner(userName: string): void {
  if (owner === userName) return;
  owner = userName;
  selectedProjectStore.reload();
}

export function selectProject(project: SelectedProject): void {
  selectedProjectStore.set(project);
}

export function useSelectedProjectChoice(): SelectedProject {
  return useLocalStore(selectedProjectStore);
}

/**
 * The project lists are scoped to (spec core §4.1): a single-project user's project from the
 * token; a multi-project user's choice in the top bar, or null for every project.
 */
export function useSelectedProject(): { projectId: number | null; multiProject: boolean } {
  const { user } = useSession();
  const choice = useSelectedProjectChoice();
  if (!user.multiProject) return { projectId: user.projectId, multiProject: false };
  return { projectId: choice?.value ?? null, multiProject: true };
}

/**
 * List filters following the top-bar project: when the list's own project filter is empty and
 * a project is selected, the list is narrowed to it (the filter shows it too).
 */
export function withSelectedProject<V extends Record<string, unknown>>(
  values: V,
  projectId: number | null,
  key = 'project',
): V {
  const current = values[key];
  if (projectId === null || (current !== undefined && current !== null && current !== '')) return values;
  return { ...values, [key]: String(projectId) };
}
