export const receivableKeys = {
  all: ['receivables'] as const,
  lists: ['receivables', 'list'] as const,
  adjustments: (id: number) => ['receivables', 'adjustments', id] as const,
  units: ['receivables', 'units'] as const,
  /** Every unit's detail and installments. */
  unitRecords: ['receivables', 'unit'] as const,
  unit: (id: number) => ['receivables', 'unit', id] as const,
  unitInstallments: (id: number) => ['receivables', 'unit', id, 'installments'] as const,
  effects: ['receivables', 'effects'] as const,
  effect: (id: number) => ['receivables', 'effect', id] as const,
  conciliation: ['receivables', 'conciliation'] as const,
  disputes: ['receivables', 'disputes'] as const,
  unitPayments: ['receivables', 'unit-payments'] as const,
  unitPayment: (id: number) => ['receivables', 'unit-payment', id] as const,
  unitPaymentInstallments: (id: number) => ['receivables', 'unit-payment', id, 'installments'] as const,
};
