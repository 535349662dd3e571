import { gzipSync } from 'node:zlib';

/**
 * The console's frame budget (ADR 0500): the JavaScript a signed-in user loads before the first
 * screen, gzip level 9 — the start-up entry with what it imports, then the `start-app` chunk
 * with everything it imports statically. The stack alone (React DOM, Mantine's core, the router,
 * TanStack Query, i18next, zod) is about 193 KB of it.
 */
export const FRAME_BUDGET_KB = 230;

/** The parts of an output chunk the measure reads (Rollup's and Rolldown's output chunks). */
export interface FrameChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  imports?: readonly string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
}

export interface FrameWeight {
  kb: number;
  files: string[];
}

const isFrameEntry = (chunk: FrameChunk) =>
  chunk.type === 'chunk' && /[\\/]src[\\/]app[\\/]start-app\.tsx$/.test(chunk.facadeModuleId ?? '');

/** The frame's files and their gzip weight in KB, from the build's output chunks. */
export function frameWeight(bundle: Readonly<Record<string, FrameChunk>>): FrameWeight {
  const chunks = Object.values(bundle);
  const starts = chunks.filter((chunk) => (chunk.type === 'chunk' && chunk.isEntry) || isFrameEntry(chunk));
  if (!starts.some(isFrameEntry))
    throw new Error('the build has no start-app chunk: the frame cannot be measured');
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start.fileName);
  const bytes = [...files].reduce(
    (sum, fileName) => sum + gzipSync(bundle[fileName]?.code ?? '', { level: 9 }).length,
    0,
  );
  return { kb: bytes / 1024, files: [...files].sort() };
}

/** The message of a frame over its budget, or null when it is within. */
export function frameBudgetProblem(weight: FrameWeight, budgetKb = FRAME_BUDGET_KB): string | null {
  if (weight.kb <= budgetKb) return null;
  return `the console's frame weighs ${weight.kb.toFixed(1)} KB gzip before the first screen, over its budget of ${budgetKb} KB (ADR 0500); load the new code with the screen or the dialog that needs it`;
}
