import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import {
  ANALYSIS_DECISION_ENUM,
  analysisDecisionSchema,
  type TransactionAnalysis,
} from '@mentor/contract/risk';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormSelect, FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
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
  const form = useSchemaForm(analysisDecisionSchema, { defaultValues: EMPTY });
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const send = useSendAnalysis({ form, success: t('analysis.sent'), onSuccess: dismiss });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={analysis !== null}
      onClose={dismiss}
      title={t('analysis.decideTitle')}
      centered
    >
      {analysis ? (
        <Text size="sm" mb="sm">
          {t('analysis.decideSummary', {
            type: analysis.transactionType,
            amount: formatCentsBRL(analysis.amount),
            account: analysis.accountName,
          })}
        </Text>
      ) : null}
      <SchemaForm
        form={form}
        onSubmit={(input) => void (analysis && send.run({ uuid: analysis.uuid, input }))}
      >
        <Stack>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.back')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('actions.sendAnalysis')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
