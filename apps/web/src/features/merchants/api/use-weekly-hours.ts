import { merchantWeeklyHoursSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's opening hours per weekday (`GET /v1/merchant/{id}/opening_hours`). */
export function useWeeklyHours(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'opening-hours'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/opening_hours`, { schema: merchantWeeklyHoursSchema }),
  });
}
