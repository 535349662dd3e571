export { acceptFromList, DEFAULT_ACCEPT, formatKb } from './accept-types';
export { DropZone, type DropZoneProps, UPLOAD_FIELD } from './drop-zone';
