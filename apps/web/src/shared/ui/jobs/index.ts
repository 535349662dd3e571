export { type JobEndOptions, useJobEnd } from './use-job-end';
export { useRefreshCount } from './use-refresh-count';
