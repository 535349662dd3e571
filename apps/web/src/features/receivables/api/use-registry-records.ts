import {
  adjustDetailsSchema,
  contractEffectDetailSchema,
  receivableUnitDetailSchema,
  unitInstallmentListResponseSchema,
} from '@mentor/contract/receivables';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { receivableKeys } from './receivable-query-keys';

/** A receivable unit with its contract effects, disputes and timeline. */
export function useUnitDetail(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.unit(id ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/receivable_unit/${id}/detailed`, { schema: receivableUnitDetailSchema, signal }),
    enabled: id !== null,
  });
}

/** The first installments of a unit. */
export function useUnitInstallments(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.unitInstallments(id ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/receivable_unit/${id}/installments`, {
        query: { page: '1', perPage: '50' },
        schema: unitInstallmentListResponseSchema,
        signal,
      }),
    enabled: id !== null,
  });
}

/** A contract effect with its unit's installments. */
export function useContractEffect(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.effect(id ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/contract_effect/${id}`, { schema: contractEffectDetailSchema, signal }),
    enabled: id !== null,
  });
}

/** A receivable's adjustments (manual and automatic). */
export function useAdjustments(id: number | null) {
  return useQuery({
    queryKey: receivableKeys.adjustments(id ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/financial/adjust/${id}`, { schema: adjustDetailsSchema, signal }),
    enabled: id !== null,
  });
}
