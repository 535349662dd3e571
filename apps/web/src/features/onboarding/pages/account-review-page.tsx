import { Alert, Badge, Button, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  ACCOUNT_BASKET_CHANGE_PERMISSIONS,
  ACCOUNT_BASKET_READ_PERMISSIONS,
  ANALYSIS_DECISION_LABELS,
  EMPTY_VALUE,
  formatDateTimeSeconds,
  maskCpfCnpj,
  ONBOARDING_PRODUCTS,
  PRE_ACCOUNT_STATUS_GROUPS,
  PRE_ACCOUNT_STATUSES,
} from '@mentor/contract';
import type { PreAccountDetail } from '@mentor/contract/onboarding';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useHasAnyPermission, useSession } from '../../../shared/lib/auth/session-context';
import { useEnumLabel } from '../../../shared/lib/options';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { PageTitle } from '../../../shared/ui/page-title';
import { PendingChanges } from '../../../shared/ui/pending-change';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useDecide } from '../api/use-decide';
import { usePreAccount } from '../api/use-pre-account';
import { AccountActions } from '../components/account-actions';
import { BasketsPanel } from '../components/baskets-panel';
import { ReasonDecisionModal, SendBackModal } from '../components/decision-modals';
import { DocumentsPanel } from '../components/documents-panel';
import { LimitsPanel, StatementPanel } from '../components/money-panels';
import { RiskChip } from '../components/risk-chip';
import { SmsCheck } from '../components/sms-check';

/** History context of an account's changes that may wait for approval (high-risk approval). */
const PRE_ACCOUNT_CHANGES = ['pre_account'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const inGroup = (group: keyof typeof PRE_ACCOUNT_STATUS_GROUPS, status: string) =>
  (PRE_ACCOUNT_STATUS_GROUPS[group] as readonly string[]).includes(status);

function Actions({ account }: { account: PreAccountDetail }) {
  const { t } = useTranslation('onboarding');
  const session = useSession();
  const [reasonDecision, setReasonDecision] = useState<'APPROVE' | 'REPROVE' | null>(null);
  const [sendingBack, setSendingBack] = useState(false);
  const decide = useDecide({ success: t('decision.done') });
  const status = account.status;
  const pending = inGroup('pending', status);
  const analysis = inGroup('analysis', status);
  const mine = account.assignedTo === session.user?.userName;
  return (
    <Group gap="xs">
      {account.assignedTo && mine ? (
        <Button
          variant="default"
          onClick={() => void decide.run({ uuid: account.uuid, decision: 'RELEASE' })}
        >
          {t('actions.release')}
        </Button>
      ) : (
        <Button variant="default" onClick={() => void decide.run({ uuid: account.uuid, decision: 'ASSIGN' })}>
          {t('actions.assignToMe')}
        </Button>
      )}
      {pending || inGroup('onboarding', status) ? (
        <Button onClick={() => void decide.run({ uuid: account.uuid, decision: 'SEND_TO_ANALYSIS' })}>
          {t('actions.sendToAnalysis')}
        </Button>
      ) : null}
      {pending || status === 'REPROVED' ? (
        <Button variant="light" onClick={() => void decide.run({ uuid: account.uuid, decision: 'RESEND' })}>
          {t('actions.resend')}
        </Button>
      ) : null}
      {pending || analysis ? (
        <Button variant="light" onClick={() => setSendingBack(true)}>
          {t('actions.sendBack')}
        </Button>
      ) : null}
      {analysis ? (
        <Button color="green" onClick={() => setReasonDecision('APPROVE')}>
          {t('actions.approve')}
        </Button>
      ) : null}
      {pending || analysis ? (
        <Button color="red" onClick={() => setReasonDecision('REPROVE')}>
          {t('actions.reprove')}
        </Button>
      ) : null}
      <ReasonDecisionModal
        uuid={account.uuid}
        decision={reasonDecision}
        onClose={() => setReasonDecision(null)}
      />
      <SendBackModal uuid={account.uuid} opened={sendingBack} onClose={() => setSendingBack(false)} />
    </Group>
  );
}

/** The account under review (2nd doc §2, §7): data, documents, analyses, statement, limits, decisions. */
export default function AccountReviewPage() {
  const { t } = useTranslation('onboarding');
  const label = useEnumLabel();
  const params: Record<string, unknown> = useParams({ strict: false });
  const raw = typeof params.id === 'string' ? params.id : '';
  const uuid = UUID.test(raw) ? raw : null;
  const account = usePreAccount(uuid);
  const data = account.data;
  // Whoever reads the account reads its baskets; changing them takes a basket grant (ADR 261).
  const canSeeBaskets = useHasAnyPermission(ACCOUNT_BASKET_READ_PERMISSIONS);
  const canChangeBasket = useHasAnyPermission(ACCOUNT_BASKET_CHANGE_PERMISSIONS);

  return (
    <Stack>
      <PageTitle title={data ? `${t('review.title')} · ${data.name}` : t('review.title')} />
      {uuid === null ? <Alert color="yellow">{t('common.missingId')}</Alert> : null}
      {data ? <PendingChanges contexts={PRE_ACCOUNT_CHANGES} recordId={data.uuid} /> : null}
      {account.isLoading ? <LoaderBox /> : null}
      {account.error ? (
        <Alert color="red">
          <Group justify="space-between">
            {errorView(account.error).message}
            <Button size="xs" variant="default" onClick={() => void account.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data ? (
        <>
          <Paper withBorder p="md">
            <Stack>
              <Group justify="space-between">
                <Group gap="xs">
                  <StatusChip code={data.status} family="preAccountStatus" />
                  <RiskChip level={data.levelRisk} />
                  {data.restrictionData.restrictedBy ? (
                    <Badge color="orange" variant="light">
                      {t('review.restricted', { by: data.restrictionData.restrictedBy })}
                    </Badge>
                  ) : null}
                </Group>
                <Actions account={data} />
              </Group>
              {data.uuidAccountPayment ? (
                <AccountActions
                  account={{
                    uuidWhiteLabel: data.uuidWhiteLabel,
                    uuidAccountPayment: data.uuidAccountPayment,
                    product: data.originData.product,
                    accountStatus: data.accountStatus,
                  }}
                />
              ) : null}
              <Text size="sm" c="dimmed">
                {data.assignedName
                  ? t('review.assignedTo', {
                      name: data.assignedName,
                      date: formatDateTimeSeconds(data.assignedAt),
                    })
                  : t('review.unassigned')}
              </Text>
              {data.dynamicFields.length ? (
                <Alert color="yellow">
                  {t('review.dynamicFields', {
                    fields: data.dynamicFields.map((f) => t(`dynamic.${f}`)).join(', '),
                  })}
                </Alert>
              ) : null}
              <DetailGrid
                items={[
                  { label: t('fields.name'), value: data.name },
                  {
                    label: t('fields.cpf'),
                    value: (
                      <MaskedValue
                        value={data.cpf}
                        label={t('fields.cpf')}
                        tableContext="pre_account"
                        recordId={data.uuid}
                        field="cpf"
                        format={maskCpfCnpj}
                      />
                    ),
                  },
                  {
                    label: t('fields.email'),
                    value: (
                      <MaskedValue
                        value={data.email}
                        label={t('fields.email')}
                        tableContext="pre_account"
                        recordId={data.uuid}
                        field="email"
                      />
                    ),
                  },
                  {
                    label: t('fields.phone'),
                    value: (
                      <MaskedValue
                        value={data.deviceValidation.phone}
                        label={t('fields.phone')}
                        tableContext="pre_account"
                        recordId={data.uuid}
                        field="phone"
                      />
                    ),
                  },
                  {
                    label: t('fields.birthday'),
                    value: data.birthday ? data.birthday.split('-').reverse().join('/') : EMPTY_VALUE,
                  },
                  { label: t('fields.accountType'), value: data.accountType.name },
                  { label: t('fields.whiteLabel'), value: data.whiteLabelName },
                  { label: t('fields.product'), value: label(ONBOARDING_PRODUCTS, data.originData.product) },
                  { label: t('fields.accountNumber'), value: data.accountNumber },
                  { label: t('fields.dateRegister'), value: formatDateTimeSeconds(data.dateRegister) },
                  { label: t('fields.dateUpdate'), value: formatDateTimeSeconds(data.dateUpdate) },
                  { label: t('fields.lastStep'), value: data.lastStep },
                  { label: t('fields.state'), value: data.state },
                  { label: t('fields.city'), value: data.city },
                  {
                    label: t('fields.inQueue'),
                    value: t('queue.businessDays', { count: data.businessDaysInQueue }),
                  },
                ]}
              />
            </Stack>
          </Paper>
          <Tabs defaultValue="documents" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="documents">{t('review.documents')}</Tabs.Tab>
              <Tabs.Tab value="analyses">{t('review.analyses')}</Tabs.Tab>
              <Tabs.Tab value="statement">{t('review.statement')}</Tabs.Tab>
              <Tabs.Tab value="limits">{t('review.limits')}</Tabs.Tab>
              <Tabs.Tab value="deleted">{t('review.deletedDocuments')}</Tabs.Tab>
              {canSeeBaskets ? <Tabs.Tab value="baskets">{t('review.baskets')}</Tabs.Tab> : null}
            </Tabs.List>
            <Tabs.Panel value="documents" pt="md">
              <DocumentsPanel account={data.uuid} />
            </Tabs.Panel>
            <Tabs.Panel value="analyses" pt="md">
              {data.analysis.length === 0 ? (
                <Text c="dimmed">{t('review.noAnalyses')}</Text>
              ) : (
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.dateRegister')}</Table.Th>
                      <Table.Th>{t('fields.approver')}</Table.Th>
                      <Table.Th>{t('fields.decision')}</Table.Th>
                      <Table.Th>{t('fields.statusFrom')}</Table.Th>
                      <Table.Th>{t('fields.statusTo')}</Table.Th>
                      <Table.Th>{t('fields.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...data.analysis].reverse().map((a) => (
                      <Table.Tr key={`${a.dateRegister}-${a.decision}`}>
                        <Table.Td>{formatDateTimeSeconds(a.dateRegister)}</Table.Td>
                        <Table.Td>{a.nameUserAnalysis}</Table.Td>
                        <Table.Td>{label(ANALYSIS_DECISION_LABELS, a.decision)}</Table.Td>
                        <Table.Td>{label(PRE_ACCOUNT_STATUSES, a.statusFrom)}</Table.Td>
                        <Table.Td>{label(PRE_ACCOUNT_STATUSES, a.statusTo)}</Table.Td>
                        <Table.Td>{a.reason ?? EMPTY_VALUE}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="statement" pt="md">
              {data.uuidAccountPayment ? (
                <Stack>
                  <SmsCheck wl={data.uuidWhiteLabel} account={data.uuidAccountPayment} />
                  <StatementPanel wl={data.uuidWhiteLabel} account={data.uuidAccountPayment} />
                </Stack>
              ) : (
                <Text c="dimmed">{t('review.noAccount')}</Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="limits" pt="md">
              {data.uuidAccountPayment ? (
                <LimitsPanel wl={data.uuidWhiteLabel} account={data.uuidAccountPayment} />
              ) : (
                <Text c="dimmed">{t('review.noAccount')}</Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="deleted" pt="md">
              <DocumentsPanel account={data.uuid} deleted />
            </Tabs.Panel>
            {canSeeBaskets ? (
              <Tabs.Panel value="baskets" pt="md">
                {data.uuidAccountPayment ? (
                  <BasketsPanel
                    wl={data.uuidWhiteLabel}
                    account={data.uuidAccountPayment}
                    canChange={canChangeBasket}
                  />
                ) : (
                  <Text c="dimmed">{t('review.noAccount')}</Text>
                )}
              </Tabs.Panel>
            ) : null}
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
