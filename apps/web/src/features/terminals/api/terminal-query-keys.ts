/** Query keys of the equipment, terminals and rents screens. */
export const terminalKeys = {
  all: ['terminals'] as const,
  equipmentLists: ['terminals', 'equipment'] as const,
  terminalLists: ['terminals', 'list'] as const,
  rentLists: ['terminals', 'rents'] as const,
  detail: (id: number) => ['terminals', 'detail', id] as const,
  credentials: (target: object) => ['terminals', 'credentials', target] as const,
  calculation: (query: object) => ['terminals', 'calculation', query] as const,
};
