export { DEFAULT_JSON_FILENAME, downloadBlob, downloadJson } from './download-json';
export { downloadKeys } from './download-keys';
export {
  type ExportFileFormat,
  type ListExportOptions,
  type ListExportResult,
  requestListExport,
  useListExport,
  useSaveExportedFile,
} from './list-export';
