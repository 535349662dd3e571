export { useIdParam, useSearchText, useUuidParam } from './id-params';
export { useTabParam } from './use-tab-param';
