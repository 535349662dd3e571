import { Badge, Button } from '@mantine/core';
import { formatCentsBRL, formatDateTime, maskCpfCnpj } from '@mentor/contract';
import {
  ANALYSIS_STATUS_ENUM,
  TRANSACTION_TYPE_LABELS,
  type TransactionAnalysis,
} from '@mentor/contract/risk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/auth/session-context';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { analysisList } from '../api/risk-lists';
import { useSendAnalysis, useTakeNextAnalysis } from '../api/use-analysis';

const AnalysisDecisionModal = onDemand(
  () => import('../components/analysis-decision-modal').then((m) => m.AnalysisDecisionModal),
  (props) => props.analysis !== null,
);

/**
 * Transaction analysis: the queue oldest first (page 1, 10 per page), take the next unassigned
 * one, assign to me or release, and send the analysis (approve or decline with a reason).
 */
export default function AnalysisPage() {
  const { t } = useTranslation('risk');
  const label = useEnumLabel();
  const me = useSession().user.userName;
  const model = useListPage(analysisList);
  const [deciding, setDeciding] = useState<TransactionAnalysis | null>(null);
  const assign = useSendAnalysis();
  const next = useTakeNextAnalysis({ onSuccess: (analysis) => setDeciding(analysis) });

  const open = (r: TransactionAnalysis) => r.status === 'PENDING' || r.status === 'IN_ANALYSIS';
  const takenByOther = (r: TransactionAnalysis) => r.assignedTo !== null && r.assignedTo !== me;

  const columns: Column<TransactionAnalysis>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      pin: 'left',
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    { key: 'accountName', header: t('fields.account') },
    {
      key: 'transactionType',
      header: t('fields.transactionType'),
      text: (r) => TRANSACTION_TYPE_LABELS[r.transactionType],
    },
    { key: 'amount', header: t('fields.amount'), align: 'right', text: (r) => formatCentsBRL(r.amount) },
    { key: 'counterpartName', header: t('fields.counterpart') },
    {
      key: 'counterpartDocument',
      header: t('fields.counterpartDocument'),
      text: (r) => maskCpfCnpj(r.counterpartDocument),
    },
    { key: 'riskScore', header: t('fields.riskScore'), align: 'right', text: (r) => String(r.riskScore) },
    { key: 'rule', header: t('fields.rule') },
    { key: 'assignedTo', header: t('fields.assignedTo'), text: (r) => r.assignedTo ?? '-' },
    {
      key: 'decidedBy',
      header: t('fields.decidedBy'),
      text: (r) => (r.decidedBy ? `${r.decidedBy} · ${formatDateTime(r.decidedAt ?? '')}` : '-'),
    },
    { key: 'decisionReason', header: t('fields.reason'), text: (r) => r.decisionReason ?? '-' },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      text: (r) => label(ANALYSIS_STATUS_ENUM, r.status),
      render: (r) => (
        <Badge color={ANALYSIS_STATUS_ENUM.option(r.status)?.color ?? 'gray'} variant="light">
          {label(ANALYSIS_STATUS_ENUM, r.status)}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('analysis.title')}
      columns={columns}
      rowName={(r) => `${r.accountName} ${formatCentsBRL(r.amount)}`}
      headerActions={
        <Button onClick={() => void next.run()} loading={next.isPending}>
          {t('analysis.takeNext')}
        </Button>
      }
      actions={{
        width: 260,
        items: (r) => [
          {
            label: t('analysis.assignToMe'),
            variant: 'light',
            hidden: !open(r) || r.assignedTo !== null,
            onClick: () => void assign.run({ uuid: r.uuid, input: { assign: 'me' } }),
          },
          {
            label: t('analysis.release'),
            variant: 'default',
            hidden: !open(r) || r.assignedTo !== me,
            onClick: () => void assign.run({ uuid: r.uuid, input: { assign: 'release' } }),
          },
          {
            label: t('actions.sendAnalysis'),
            variant: 'filled',
            hidden: !open(r) || takenByOther(r),
            onClick: () => setDeciding(r),
          },
        ],
      }}
    >
      <AnalysisDecisionModal analysis={deciding} onClose={() => setDeciding(null)} />
    </ListPage>
  );
}
