import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's opening hours per weekday (`merchants.readWeeklyHours`). */
export function useWeeklyHours(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'opening-hours'),
    queryFn: ({ signal }) => api.call(merchants.readWeeklyHours, { params: { id }, signal }),
  });
}
