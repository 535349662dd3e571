import type { ReasonInput } from '@mentor/contract/privacy';
import {
  type ManualAdjustInput,
  type Receivable,
  type ReceivableBlockInput,
  type ReceivableUnblockInput,
  receivableUnblockSchema,
} from '@mentor/contract/receivables';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { receivableKeys } from './receivable-query-keys';

type BlockResult = { changed: number; unchanged: number };

/** Blocks a selection with a block type and description; the lists reload. */
export function useBlockReceivables(ui: ConfirmedMutationUi<BlockResult, ReceivableBlockInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: ReceivableBlockInput) => api.call(receivables.blockReceivables, { body: input }),
    invalidate: [receivableKeys.all],
  });
}

/** What an unblock sends: the selection and why it is released. */
export type UnblockVariables = ReceivableUnblockInput & ReasonInput;

/** Unblocks a selection with the reason asked for (as blocking asks for one); the lists reload. */
export function useUnblockReceivables(ui: ConfirmedMutationUi<BlockResult, UnblockVariables> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: UnblockVariables) =>
      api.call(receivables.unblockReceivables, { body: input, input: receivableUnblockSchema }),
    invalidate: [receivableKeys.all],
  });
}

/** Manual adjustment, confirmed with a one-time code; the list and its sum reload. */
export function useAdjustReceivable(ui: ConfirmedMutationUi<Receivable, ManualAdjustInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (input: ManualAdjustInput) => api.call(receivables.adjustReceivable, { body: input }),
    invalidate: [receivableKeys.all],
  });
}
