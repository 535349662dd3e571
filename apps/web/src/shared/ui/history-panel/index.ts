export { HistoryPanel } from './history-panel';
export { historyKeys, useHistory } from './use-history';
