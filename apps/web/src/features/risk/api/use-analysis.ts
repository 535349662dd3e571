import {
  type AnalysisDecisionInput,
  RISK_MESSAGES,
  type transactionAnalysisSchema,
} from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

type Analysis = ReturnType<typeof transactionAnalysisSchema.parse>;

/** Sends the analysis of a transaction (decision with a reason, or take/release it). */
export function useSendAnalysis(
  ui: ConfirmedMutationUi<Analysis, { uuid: string; input: AnalysisDecisionInput }> = {},
) {
  return useConfirmedMutation({
    fallback: RISK_MESSAGES.analysisSend,
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string; input: AnalysisDecisionInput }) =>
      api.call(risk.sendAnalysis, { params: { uuid }, body: input }),
    invalidate: [riskKeys.analyses],
  });
}

/** Takes the oldest pending, unassigned transaction. */
export function useTakeNextAnalysis(ui: ConfirmedMutationUi<Analysis, void> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: () => api.call(risk.takeNextAnalysis),
    invalidate: [riskKeys.analyses],
  });
}
