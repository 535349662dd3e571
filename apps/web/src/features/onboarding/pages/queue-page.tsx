import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  EMPTY_VALUE,
  formatDateTimeSeconds,
  ONBOARDING_PRODUCTS,
  PRE_ACCOUNT_STATUS_GROUPS,
  riskLevelLabel,
} from '@mentor/contract';
import { ONBOARDING_QUEUES, type OnboardingQueue, type PreAccount } from '@mentor/contract/onboarding';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLanguage, useRoutePath } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { useListPage } from '../../../shared/ui/list-page';
import { queueList } from '../api/onboarding-lists';
import { useNextCase } from '../api/use-next-case';
import { useRiskCounts } from '../api/use-risk-counts';
import { PreAccountListPage } from '../components/pre-account-list-page';
import { RiskChip } from '../components/risk-chip';

/** Business days a case may wait in a queue before it is late (service level). */
export const QUEUE_SERVICE_LEVEL_DAYS = 2;

const LISTS = {
  'approved-accounts': queueList('approved-accounts'),
  'analysis-accounts': queueList('analysis-accounts'),
  'pendent-accounts': queueList('pendent-accounts'),
  'reproved-accounts': queueList('reproved-accounts'),
  'onboarding-accounts': queueList('onboarding-accounts'),
} as const;

function RiskCounts({ queue }: { queue: OnboardingQueue }) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  const formatNumber = useFormatNumber();
  const counts = useRiskCounts(PRE_ACCOUNT_STATUS_GROUPS[ONBOARDING_QUEUES[queue].group]);
  if (!counts.data) return null;
  return (
    <Group gap="xs" aria-label={t('queue.riskCounts')}>
      {counts.data.map((c) => (
        <Badge key={c.levelRisk} variant="outline" color="gray" radius="sm">
          {riskLevelLabel(c.levelRisk, language)}: {formatNumber(c.amount)}
        </Badge>
      ))}
    </Group>
  );
}

/** One onboarding queue: its cases oldest first, counts by risk, "next case", time in queue. */
export function QueuePage({ queue }: { queue: OnboardingQueue }) {
  const { t } = useTranslation('onboarding');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const model = useListPage(LISTS[queue]);
  const next = useNextCase({
    onSuccess: ({ uuid }) => void navigate({ to: pathTo('/onboarding/{id}', { id: uuid }) }),
  });
  const approver = (r: PreAccount) => r.analysis.at(-1);

  const columns: Column<PreAccount>[] = [
    {
      key: 'product',
      header: t('fields.product'),
      text: (r) => label(ONBOARDING_PRODUCTS, r.originData.product),
    },
    {
      key: 'levelRisk',
      header: t('fields.levelRisk'),
      sortable: true,
      render: (r) => <RiskChip level={r.levelRisk} />,
    },
    {
      key: 'approver',
      header: t('fields.approver'),
      text: (r) => approver(r)?.nameUserAnalysis ?? EMPTY_VALUE,
    },
    {
      key: 'approvedAt',
      header: t('fields.approvedAt'),
      text: (r) => formatDateTimeSeconds(approver(r)?.dateRegister ?? null),
      brasiliaTime: true,
    },
    { key: 'reason', header: t('fields.reason'), text: (r) => approver(r)?.reason ?? EMPTY_VALUE },
    { key: 'assigned', header: t('fields.assignedTo'), text: (r) => r.assignedName ?? EMPTY_VALUE },
    {
      key: 'inQueue',
      header: t('fields.inQueue'),
      align: 'right',
      text: (r) => t('queue.businessDays', { count: r.businessDaysInQueue }),
      render: (r) => {
        const late = r.businessDaysInQueue > QUEUE_SERVICE_LEVEL_DAYS;
        return (
          <Tooltip label={t('queue.serviceLevel', { count: QUEUE_SERVICE_LEVEL_DAYS })}>
            <Text size="sm" c={late ? 'red.8' : undefined} fw={late ? 600 : undefined}>
              {t('queue.businessDays', { count: r.businessDaysInQueue })}
              {late ? ` · ${t('queue.late')}` : ''}
            </Text>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <PreAccountListPage
      model={model}
      title={t(`queues.${queue}`)}
      columns={columns}
      headerActions={
        queue === 'approved-accounts' || queue === 'reproved-accounts' ? undefined : (
          <Button onClick={() => void next.run(queue)} loading={next.isPending}>
            {t('queue.nextCase')}
          </Button>
        )
      }
      beforeTable={<RiskCounts queue={queue} />}
    />
  );
}
