import { Alert, Anchor, Group, Paper, Stack } from '@mantine/core';
import {
  formatCentsBRL,
  formatDateTime,
  INFRACTION_TRANSACTION_RESULTS,
  maskCpfCnpj,
} from '@mentor/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import { useSearchText } from '../../../shared/lib/router';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useMovements } from '../api/use-movements';
import { InternalLinkButton } from '../components/internal-link';

/** One Pix movement, found by its end-to-end id. */
export default function MovementDetailPage() {
  const { t } = useTranslation('pix');
  const pathTo = useRoutePath();
  const label = useEnumLabel();
  const endToEndId = useSearchText('endToEndId');
  const detail = useMovements(
    { endToEndId: endToEndId ?? undefined, limit: 1, page: 1 },
    endToEndId !== null,
  );
  const { data } = detail;
  const movement = data?.data[0];

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title={t('movements.detailTitle')} />
        <Anchor component={Link} to={pathTo('/infract-report/infraction-list-transactions')}>
          {t('actions.backToList')}
        </Anchor>
      </Group>
      <QueryState query={detail} />
      {endToEndId === null || (data && !movement) ? (
        <Alert color="yellow">{t('movements.notFound')}</Alert>
      ) : null}
      {movement ? (
        <Paper withBorder p="md">
          <Stack>
            <DetailGrid
              items={[
                { label: t('fields.dateRegister'), value: formatDateTime(movement.dateRegister) },
                { label: t('fields.movementType'), value: t(`movementTypes.${movement.movementType}`) },
                { label: t('fields.status'), value: label(INFRACTION_TRANSACTION_RESULTS, movement.status) },
                { label: t('fields.amount'), value: formatCentsBRL(movement.amount) },
                { label: t('fields.endToEndId'), value: movement.endToEndId },
                { label: t('fields.transactionId'), value: movement.transactionId },
                { label: t('fields.partnerId'), value: movement.partnerId },
                {
                  label: t('fields.origin'),
                  value: `${movement.nameOrigin} (${maskCpfCnpj(movement.documentOrigin)})`,
                },
                {
                  label: t('fields.destination'),
                  value: `${movement.nameDestination} (${maskCpfCnpj(movement.documentDestination)})`,
                },
                { label: t('fields.account'), value: `${movement.accountNumber} - ${movement.fullName}` },
                { label: t('fields.whiteLabel'), value: movement.whiteLabelName },
                { label: t('fields.description'), value: movement.description },
              ]}
            />
            <Group justify="flex-end">
              <InternalLinkButton
                href={withSearch(pathTo('/infract-report/infraction-med-view-or-action'), {
                  endToEndId: movement.endToEndId,
                })}
              >
                {t('refunds.createForMovement')}
              </InternalLinkButton>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
