/** Query keys of the check-up tabs; actions invalidate `all` so both tabs reload. */
export const checkupKeys = {
  all: ['checkup'] as const,
  /** Both tabs' lists (what a re-run changes). */
  allLists: ['checkup', 'list'] as const,
  lists: (type: 'NOT_IMPORTED' | 'DUPLICATED') => ['checkup', 'list', type] as const,
  run: (id: number) => ['checkup', 'run', id] as const,
  /** The newest run, whoever asked for it (null before the first). */
  latestRun: ['checkup', 'latest-run'] as const,
};
