import { Alert, Group, Paper, Stack, Tabs } from '@mantine/core';
import { formatCentsBRL, formatDateTimeSeconds } from '@mentor/contract';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useClosedAccount } from '../api/use-closed-account';
import { StatementPanel } from '../components/money-panels';
import { RemainingBalanceForm } from '../components/remaining-balance-form';
import { showDocument } from '../components/show-document';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

/** A closed account (`/onboarding/{id}/{wlId}`): general information, statement, remaining-balance transfer. */
export default function ClosedAccountPage() {
  const { t } = useTranslation('onboarding');
  const params: Record<string, unknown> = useParams({ strict: false });
  const id = uuidOf(params.id);
  const wl = uuidOf(params.wlId);
  const account = useClosedAccount(wl, id);
  const data = account.data;

  return (
    <Stack>
      <PageTitle title={data ? `${t('closed.detailTitle')} · ${data.fullName}` : t('closed.detailTitle')} />
      {id === null || wl === null ? <Alert color="yellow">{t('common.missingId')}</Alert> : null}
      <QueryState query={account} />
      {data ? (
        <>
          <Paper withBorder p="md">
            <Stack>
              <Group gap="xs">
                <StatusChip code={data.accountStatus} family="paymentAccountStatus" />
              </Group>
              <DetailGrid
                items={[
                  { label: t('fields.name'), value: data.fullName },
                  { label: t('fields.document'), value: showDocument(data.document) },
                  { label: t('fields.accountNumber'), value: data.accountNumber },
                  { label: t('fields.whiteLabel'), value: data.whiteLabelName },
                  { label: t('fields.phone'), value: data.phone },
                  { label: t('fields.dateRegister'), value: formatDateTimeSeconds(data.createdAt) },
                  { label: t('fields.closedAt'), value: formatDateTimeSeconds(data.statusChangedAt) },
                  { label: t('fields.reason'), value: data.statusReason },
                  { label: t('fields.state'), value: data.state },
                  { label: t('fields.city'), value: data.city },
                  { label: t('closed.remainingBalance'), value: formatCentsBRL(data.balance) },
                ]}
              />
            </Stack>
          </Paper>
          <Tabs defaultValue="statement" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="statement">{t('review.statement')}</Tabs.Tab>
              <Tabs.Tab value="transfer">{t('closed.transferTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="statement" pt="md">
              <StatementPanel wl={data.uuidWhiteLabel} account={data.uuidAccountPayment} closed />
            </Tabs.Panel>
            <Tabs.Panel value="transfer" pt="md">
              <RemainingBalanceForm account={data} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
