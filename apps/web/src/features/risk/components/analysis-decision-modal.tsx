import { Text } from '@mantine/core';
import { formatCentsBRL, SCHEDULED_TRANSACTION_TYPES } from '@mentor/contract';
import {
  ANALYSIS_DECISION_ENUM,
  analysisDecisionSchema,
  type TransactionAnalysis,
} from '@mentor/contract/risk';
import { useTranslation } from 'react-i18next';
import { useEnumLabel, useEnumOptions } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextarea, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useSendAnalysis } from '../api/use-analysis';

const EMPTY = { decision: undefined, reason: '' };

/** Sends the analysis of a transaction: approve or decline, with the reason. */
export function AnalysisDecisionModal({
  analysis,
  onClose,
}: {
  analysis: TransactionAnalysis | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('risk');
  const options = useEnumOptions(ANALYSIS_DECISION_ENUM);
  const label = useEnumLabel();
  const form = useSchemaForm(analysisDecisionSchema, { defaultValues: EMPTY });
  const dismiss = useFormDismiss(form, onClose);
  const send = useSendAnalysis({ form, success: t('analysis.sent'), onSuccess: dismiss });

  return (
    <FormModal
      form={form}
      opened={analysis !== null}
      title={t('analysis.decideTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => void (analysis && send.run({ uuid: analysis.uuid, input }))}
      submitLabel={t('actions.sendAnalysis')}
      cancelLabel={t('actions.back')}
      pending={send.isPending}
      intro={
        analysis ? (
          <Text size="sm" mb="sm">
            {t('analysis.decideSummary', {
              // 'Boleto de R$ 120,00', not 'BILLET de R$ 120,00'.
              type: label(SCHEDULED_TRANSACTION_TYPES, analysis.transactionType),
              amount: formatCentsBRL(analysis.amount),
              account: analysis.accountName,
            })}
          </Text>
        ) : null
      }
    >
      <FormSelect
        control={form.control}
        name="decision"
        label={t('fields.decision')}
        data={options}
        withAsterisk
      />
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('fields.reason')}
        autosize
        minRows={3}
        withAsterisk
      />
    </FormModal>
  );
}
