import { receivables } from '@mentor/contract/receivables-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { receivableKeys } from './receivable-query-keys';

/** A receivable unit with its contract effects, disputes and timeline. */
export function useUnitDetail(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.unit(id ?? 0),
    queryFn: ({ signal }) => api.call(receivables.readUnitDetail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** The first installments of a unit. */
export function useUnitInstallments(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.unitInstallments(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(receivables.listUnitInstallments, {
        params: { urId: id ?? 0 },
        query: { page: '1', perPage: '50' },
        signal,
      }),
    enabled: id !== null,
  });
}

/** A contract effect with its unit's installments. */
export function useContractEffect(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.effect(id ?? 0),
    queryFn: ({ signal }) => api.call(receivables.readContractEffect, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** A receivable's adjustments (manual and automatic). */
export function useAdjustments(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.adjustments(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(receivables.readAdjustments, { params: { financial_id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
