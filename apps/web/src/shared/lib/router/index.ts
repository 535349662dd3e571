export { useIdParam, useSearchText, useUuidParam } from './id-params';
