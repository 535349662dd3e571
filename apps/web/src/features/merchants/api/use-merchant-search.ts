import { onlyDigits } from '@mentor/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMerchants } from './fetch-merchants';
import { merchantKeys } from './merchant-query-keys';

/**
 * Active merchants of a project matching a name, code or CPF/CNPJ (digits), for pickers
 * (group members, admin merchant, split receiver). Waits for two characters.
 */
export function useMerchantSearch(text: string, projectId: number | null, perPage = 20) {
  const term = text.trim();
  const digits = onlyDigits(term);
  const byDocument = digits.length >= 3 && digits.length === term.replace(/[.\-/\s]/g, '').length;
  return useQuery({
    queryKey: merchantKeys.search(term, projectId),
    queryFn: ({ signal }) =>
      fetchMerchants(
        {
          ...(byDocument ? { cpf_cnpj: digits } : { search: term }),
          ...(projectId ? { project_id: projectId } : {}),
          perPage,
          sortBy: 'merchant_name',
          sortDesc: false,
        },
        signal,
      ),
    enabled: term.length >= 2 && projectId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
