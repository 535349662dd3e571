import { Stack } from '@mantine/core';
import {
  formatCentsBRL,
  formatDateTime,
  MED_ANALYSIS_RESULTS,
  MED_REFUND_REASONS,
  MED_REJECTION_REASONS,
} from '@mentor/contract';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import { useSearchText, useUuidParam } from '../../../shared/lib/router';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useRefund } from '../api/use-refund';
import { CloseRefundModal } from '../components/close-refund-modal';
import { InternalLink } from '../components/internal-link';
import { RecordDetailCard } from '../components/record-detail-card';
import { RefundCreateForm } from '../components/refund-create-form';
import { useRefundActions } from '../components/use-open-record-actions';

/** A refund request (MED) with close and cancel while open; without `uuid`, the creation form. */
export default function RefundDetailPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const navigate = useNavigate();
  const label = useEnumLabel();
  const uuid = useUuidParam();
  const endToEndId = useSearchText('endToEndId') ?? '';
  const infraction = useUuidParam('infraction');
  const detail = useRefund(uuid);
  const { data } = detail;
  const actions = useRefundActions();

  return (
    <Stack>
      <PageTitle
        title={uuid ? t('refunds.detailTitle') : t('refunds.createTitle')}
        back={pathTo('/infract-report/infraction-med')}
      />
      {uuid === null ? (
        <RefundCreateForm
          initialEndToEndId={endToEndId}
          infractionUuid={infraction}
          onCreated={(refund) =>
            void navigate({
              href: withSearch(pathTo('/infract-report/infraction-med-view-or-action'), {
                uuid: refund.uuid,
              }),
            })
          }
        />
      ) : null}
      <QueryState query={detail} />
      {data ? (
        <RecordDetailCard
          record={data}
          family="medStatus"
          actions={actions}
          items={[
            { label: t('fields.dateCreated'), value: formatDateTime(data.dateCreated) },
            { label: t('fields.updateDate'), value: formatDateTime(data.dateUpdate) },
            { label: t('fields.refundReason'), value: label(MED_REFUND_REASONS, data.refundReason) },
            { label: t('fields.amount'), value: formatCentsBRL(data.amount) },
            {
              label: t('fields.refundedAmount'),
              value: data.refundedAmount === null ? null : formatCentsBRL(data.refundedAmount),
            },
            {
              label: t('fields.analysisResult'),
              value: data.analysisResult ? label(MED_ANALYSIS_RESULTS, data.analysisResult) : null,
            },
            {
              label: t('fields.rejectionReason'),
              value: data.rejectionReason ? label(MED_REJECTION_REASONS, data.rejectionReason) : null,
            },
            { label: t('fields.analysisDetails'), value: data.analysisDetails },
            { label: t('fields.refundDetails'), value: data.refundDetails },
            { label: t('fields.endToEndId'), value: data.endToEndId },
            {
              label: t('fields.infraction'),
              value: data.infractionReportUuid ? (
                <InternalLink
                  href={withSearch(pathTo('/infract-report/infract-report-view-or-action'), {
                    uuid: data.infractionReportUuid,
                  })}
                >
                  {data.infractionReportUuid}
                </InternalLink>
              ) : null,
            },
            { label: t('fields.whiteLabel'), value: `${data.whiteLabelName} (${data.ispb})` },
            { label: t('fields.createdBy'), value: data.createdBy },
            { label: t('fields.closedBy'), value: data.closedBy },
            { label: t('fields.cancelledBy'), value: data.cancelledBy },
          ]}
        />
      ) : null}
      <CloseRefundModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </Stack>
  );
}
