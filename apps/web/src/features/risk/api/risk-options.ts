import { pix } from '@mentor/contract/pix-endpoints';
import {
  ALL_LABEL,
  ALL_OPTION,
  DEFAULT_TRANSACTION_TYPE_OPTIONS,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { defineOptionSource, type SelectOption } from '../../../shared/lib/options';
import { riskKeys } from './risk-query-keys';

/** White labels of the caller's scope ('fantasy name (ISPB)'), valued by uuid. */
export const riskWhiteLabelOptions = defineOptionSource({
  queryKey: riskKeys.whiteLabels(),
  load: async (signal) => {
    const rows = await api.call(pix.listWhiteLabels, { signal });
    return rows.map((wl) => ({ value: wl.uuid, label: `${wl.fantasyName} (${wl.ispb})` }));
  },
});

/**
 * Accounts of a white label as options; a failed load gives the single option
 * 'Erro ao carregar contas' (2nd doc §8), a missing name 'Nome Indisponível'.
 */
export function useAccountOptions(whiteLabel: string | null): { options: SelectOption[]; failed: boolean } {
  const query = useQuery({
    queryKey: riskKeys.accounts(whiteLabel ?? ''),
    queryFn: ({ signal }) =>
      api.call(risk.listWhiteLabelAccounts, { params: { id: whiteLabel ?? '' }, signal }),
    enabled: whiteLabel !== null && whiteLabel !== ALL_OPTION,
    retry: false,
  });
  if (query.isError) return { options: [{ value: '', label: RISK_MESSAGES.accountsLoad }], failed: true };
  return {
    options: (query.data ?? []).map((a) => ({
      value: a.uuidAccountPayment,
      label: `${a.fullName.trim() || RISK_MESSAGES.nameUnavailable} (${a.accountNumber})`,
    })),
    failed: false,
  };
}

/** Clients for the scheduled-transaction filter, 'Todos' first; a failed load leaves only 'Todos'. */
export const clientOptions = defineOptionSource({
  queryKey: riskKeys.clients(),
  load: async (signal) => {
    const all = { value: ALL_OPTION, label: ALL_LABEL };
    try {
      const rows = await api.call(risk.listClients, { signal });
      return [
        all,
        ...rows.map((c) => ({
          value: c.uuidAccountPayment,
          label: c.fullName.trim() || RISK_MESSAGES.nameUnavailable,
        })),
      ];
    } catch {
      return [all];
    }
  },
});

/** Transaction types with 'Todos' first; a failed load falls back to the default list. */
export const transactionTypeOptions = defineOptionSource({
  queryKey: riskKeys.transactionTypes(),
  load: async (signal) => {
    try {
      const rows = await api.call(risk.transactionTypeOptions, { signal });
      return [
        { value: ALL_OPTION, label: ALL_LABEL },
        ...rows.map((o) => ({ value: o.optionName, label: o.label })),
      ];
    } catch {
      return DEFAULT_TRANSACTION_TYPE_OPTIONS.map((o) => ({ value: o.optionName, label: o.label }));
    }
  },
});
