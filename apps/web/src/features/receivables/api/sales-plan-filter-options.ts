import type { SalesPlan } from '@mentor/contract/plans';
import { plans } from '@mentor/contract/plans-endpoints';
import { api } from '../../../shared/lib/api';
import { type FilterOption, readIfVisible, searchOptions } from '../../../shared/ui/filter-panel';

/** How a sales plan reads in a filter: "name — project (id)". */
export const salesPlanChoice = (
  plan: Pick<SalesPlan, 'id' | 'sales_plan_name' | 'project'>,
): FilterOption => ({
  value: String(plan.id),
  label: `${plan.sales_plan_name} — ${plan.project.trade} (${plan.id})`,
});

/**
 * Choices of the registry's sales plan filter for the typed text: plans of the caller's projects
 * whose name contains it (from 2 characters), and the plan of that id when digits are typed. A
 * filter value read from the address (an id) finds its own label.
 */
export async function salesPlanFilterOptions(search: string): Promise<FilterOption[]> {
  const term = search.trim();
  const id = /^\d{1,9}$/.test(term) && Number(term) > 0 ? Number(term) : null;
  if (term.length < 2 && id === null) return [];
  return searchOptions({
    search: term.length < 2 ? null : api.call(plans.listSalesPlans, { query: { name: term, perPage: 20 } }),
    byId: id === null ? null : readIfVisible(() => api.call(plans.readSalesPlan, { params: { id } })),
    toOption: salesPlanChoice,
  });
}
