export { fetchAcquirers, fetchCardBrands, fetchOperations, fetchProjectChannels } from './reference-reads';
