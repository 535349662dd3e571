import { type AnalysisDecisionInput, RISK_MESSAGES, transactionAnalysisSchema } from '@mentor/contract/risk';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

type Analysis = ReturnType<typeof transactionAnalysisSchema.parse>;

/** Sends the analysis of a transaction (decision with a reason, or take/release it). */
export function useSendAnalysis(
  ui: ConfirmedMutationUi<Analysis, { uuid: string; input: AnalysisDecisionInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: async ({ uuid, input }: { uuid: string; input: AnalysisDecisionInput }) => {
      try {
        return await backofficeApi.post(
          `/spe-n-backoffice/v1/transaction-analysis/${encodeURIComponent(uuid)}`,
          input,
          { schema: transactionAnalysisSchema },
        );
      } catch (error) {
        throw withFallback(error, RISK_MESSAGES.analysisSend);
      }
    },
    invalidate: [riskKeys.analyses],
  });
}

/** Takes the oldest pending, unassigned transaction. */
export function useTakeNextAnalysis(ui: ConfirmedMutationUi<Analysis, void> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: () =>
      backofficeApi.post(
        '/spe-n-backoffice/v1/transaction-analysis/next',
        {},
        { schema: transactionAnalysisSchema },
      ),
    invalidate: [riskKeys.analyses],
  });
}

/** The server's message when it sent one, else the spec's fallback. */
export function withFallback(error: unknown, fallback: string): unknown {
  if (error instanceof Error && error.message.trim() !== '') return error;
  return new Error(fallback);
}
