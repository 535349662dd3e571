import { whiteLabelSchema } from '@mentor/contract/pix';
import {
  ALL_LABEL,
  ALL_OPTION,
  clientSchema,
  DEFAULT_TRANSACTION_TYPE_OPTIONS,
  RISK_MESSAGES,
  riskAccountSchema,
  transactionTypeOptionSchema,
} from '@mentor/contract/risk';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { defineOptionSource, type SelectOption } from '../../../shared/lib/options';
import { riskKeys } from './risk-query-keys';

/** White labels of the caller's scope ('fantasy name (ISPB)'), valued by uuid. */
export const riskWhiteLabelOptions = defineOptionSource({
  queryKey: riskKeys.whiteLabels(),
  load: async (signal) => {
    const rows = await backofficeApi.get('/spe-view-n-backoffice/v1/white-label', {
      schema: z.array(whiteLabelSchema),
      signal,
    });
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
      backofficeApi.get(
        `/spe-view-n-backoffice/v1/accounts/white-label/${encodeURIComponent(whiteLabel ?? '')}`,
        {
          schema: z.array(riskAccountSchema),
          signal,
        },
      ),
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
      const rows = await backofficeApi.get('/spe-view-n-backoffice/v1/all-clients', {
        schema: z.array(clientSchema),
        signal,
      });
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
      const rows = await backofficeApi.get('/spe-j-transaction-scheduling/v1/transaction-types/options', {
        schema: z.array(transactionTypeOptionSchema),
        signal,
      });
      return [
        { value: ALL_OPTION, label: ALL_LABEL },
        ...rows.map((o) => ({ value: o.optionName, label: o.label })),
      ];
    } catch {
      return DEFAULT_TRANSACTION_TYPE_OPTIONS.map((o) => ({ value: o.optionName, label: o.label }));
    }
  },
});
