/** Query keys of the download centre; areas invalidate `all` after queueing an export. */
export const downloadKeys = {
  all: ['downloads'] as const,
  list: ['downloads', 'list'] as const,
};
