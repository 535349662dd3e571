export { DEFAULT_JSON_FILENAME, downloadBlob, downloadJson } from './download-json';
export { downloadKeys } from './download-keys';
