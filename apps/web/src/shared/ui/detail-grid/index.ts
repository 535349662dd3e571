export { DetailGrid, type DetailItem } from './detail-grid';
