export { HistoryPanel, type HistoryPanelProps } from './history-panel';
export { historyKeys, useRecordHistory } from './use-history';
