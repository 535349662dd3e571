import { Alert, Anchor, Group, Stack } from '@mantine/core';
import {
  formatCentsBRL,
  formatDateTime,
  INFRACTION_REPORTED_BY,
  INFRACTION_TRANSACTION_RESULTS,
  INFRACTION_TYPES,
} from '@mentor/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import { useUuidParam } from '../../../shared/lib/router';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useInfraction } from '../api/use-infraction';
import { CloseInfractionModal } from '../components/close-infraction-modal';
import { InternalLinkButton } from '../components/internal-link';
import { RecordDetailCard } from '../components/record-detail-card';
import { useInfractionActions } from '../components/use-open-record-actions';

/** One infraction report with close and cancel while it is open. */
export default function InfractionDetailPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const uuid = useUuidParam();
  const detail = useInfraction(uuid);
  const { data } = detail;
  const actions = useInfractionActions();

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title={t('infractions.detailTitle')} />
        <Anchor component={Link} to={pathTo('/infract-report/infract-report')}>
          {t('actions.backToList')}
        </Anchor>
      </Group>
      {uuid === null ? <Alert color="yellow">{t('common.missingId')}</Alert> : null}
      <QueryState query={detail} />
      {data ? (
        <RecordDetailCard
          record={data}
          family="infractionStatus"
          actions={actions}
          links={
            <InternalLinkButton
              href={withSearch(pathTo('/infract-report/infraction-med-view-or-action'), {
                endToEndId: data.endToEndId,
                infraction: data.uuid,
              })}
            >
              {t('infractions.createRefund')}
            </InternalLinkButton>
          }
          items={[
            { label: t('fields.createDate'), value: formatDateTime(data.createDate) },
            { label: t('fields.updateDate'), value: formatDateTime(data.updateDate) },
            { label: t('fields.infractionType'), value: label(INFRACTION_TYPES, data.infractionType) },
            { label: t('fields.reportedBy'), value: label(INFRACTION_REPORTED_BY, data.reportedBy) },
            {
              label: t('fields.analysisResult'),
              value: <StatusChip code={data.analysisResult} family="infractionAnalysisResult" />,
            },
            { label: t('fields.analysisDetails'), value: data.analysisDetails },
            {
              label: t('fields.transactionResult'),
              value: data.transactionResult
                ? label(INFRACTION_TRANSACTION_RESULTS, data.transactionResult)
                : null,
            },
            { label: t('fields.amount'), value: formatCentsBRL(data.amount) },
            { label: t('fields.endToEndId'), value: data.endToEndId },
            { label: t('fields.whiteLabel'), value: `${data.whiteLabelName} (${data.ispb})` },
            { label: t('fields.debitedParticipant'), value: data.debitedParticipant },
            { label: t('fields.creditedParticipant'), value: data.creditedParticipant },
            { label: t('fields.reportDetails'), value: data.reportDetails },
            { label: t('fields.closedBy'), value: data.closedBy },
            { label: t('fields.closedAt'), value: data.closedAt ? formatDateTime(data.closedAt) : null },
            { label: t('fields.cancelledBy'), value: data.cancelledBy },
            {
              label: t('fields.cancelledAt'),
              value: data.cancelledAt ? formatDateTime(data.cancelledAt) : null,
            },
          ]}
        />
      ) : null}
      <CloseInfractionModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </Stack>
  );
}
