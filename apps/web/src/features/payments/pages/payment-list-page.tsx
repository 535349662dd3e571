import { Alert, Button, Group, Tabs, Text } from '@mantine/core';
import { formatCentsBRL, formatCount, formatDateTime } from '@mentor/contract';
import { PAYMENT_TABS, type Payment, type PaymentTab, type SettlementType } from '@mentor/contract/payments';
import { payments } from '@mentor/contract/payments-endpoints';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import { useSearchText, useTabParam } from '../../../shared/lib/router';
import { useListExport } from '../../../shared/ui/download';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { askReason } from '../../../shared/ui/reason-fields';
import { paymentList } from '../api/payment-list';
import {
  type PaymentAction,
  useConvertSlcToTed,
  useCutoffs,
  usePaymentAction,
  useSettlePayments,
} from '../api/use-payment-actions';
import { PAYMENT_COLUMNS_KEY, paymentColumns } from '../components/payment-columns';
import { SettleNotice, settleNotice } from '../components/settle-notice';

const PaymentDetailDrawer = onDemand(
  () => import('../components/payment-detail-drawer').then((m) => m.PaymentDetailDrawer),
  (props) => props.id !== null,
);

type PaymentLists = Record<PaymentTab, ReturnType<typeof paymentList>>;
const listsOf = (multiProject: boolean) =>
  Object.fromEntries(PAYMENT_TABS.map((tab) => [tab, paymentList(tab, multiProject)])) as PaymentLists;
/** The tabs' lists: with a project filter in multi-project mode, without one otherwise. */
const LISTS = { single: listsOf(false), multi: listsOf(true) };

function CutoffBanner({ type }: { type: SettlementType }) {
  const { t } = useTranslation('payments');
  const cutoffs = useCutoffs();
  const cutoff = cutoffs.data?.find((c) => c.payment_type === type);
  // Its place is kept while the cut-offs load, so the sums and the rows do not move down.
  if (cutoffs.isPending)
    return (
      <Alert color="blue" variant="light" aria-hidden>
        {'\u00a0'}
      </Alert>
    );
  if (!cutoff) return null;
  return (
    <Alert color="blue" variant="light" data-testid="payment-cutoff">
      {t('cutoff', {
        time: formatDateTime(cutoff.next_cutoff),
        count: cutoff.queued_payments,
        amount: formatCentsBRL(cutoff.queued_amount),
      })}
    </Alert>
  );
}

function PaymentTabList({ tab }: { tab: PaymentTab }) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const locale = lang === 'en' ? 'en-US' : 'pt-BR';
  const { multiProject } = useSelectedProject();
  const model = useListPage(LISTS[multiProject ? 'multi' : 'single'][tab]);
  const pathTo = useRoutePath();
  // The whole filter of the tab, not only the page shown (the server pages through it).
  const exportMenu = useListExport({
    path: payments.exportPayments,
    fileName: 'pagamentos',
    query: () => ({ ...model.params, payment_type: tab }),
  });
  const settle = useSettlePayments({ success: (r) => t('messages.settled', { count: r.affected }) });
  const cutoffs = useCutoffs();
  /** From which amount a second person approves, counting what the operator sent today (ADR 0721). */
  const settleRule = (type: SettlementType) => {
    const rule = cutoffs.data?.find((c) => c.payment_type === type)?.approval;
    if (!rule) return '';
    return rule.min_amount_cents === null
      ? ` ${t('messages.settleAlwaysApproved')}`
      : ` ${t('messages.settleThreshold', {
          amount: formatCentsBRL(rule.min_amount_cents),
          used: formatCentsBRL(rule.used_today_cents),
        })}`;
  };
  const convert = useConvertSlcToTed({ success: (r) => t('messages.converted', { count: r.affected }) });
  const settlementType = tab === 'TED' || tab === 'SLC' || tab === 'LBK' ? tab : null;
  const router = useRouter();
  const navigate = useNavigate();
  const detail = Number(useSearchText('detail'));
  const detailHref = (id: number) =>
    router.buildLocation({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, detail: id }) })
      .href;
  const closeDetail = () =>
    void navigate({ to: '.', search: ({ detail: _detail, ...rest }: Record<string, unknown>) => rest });

  async function onSettle(ids: number[], clear: () => void, rows: Payment[]) {
    if (!settlementType) return;
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    const cutoff = cutoffs.data?.find((c) => c.payment_type === settlementType);
    const reason = await askReason({
      title: t('actions.settle'),
      message: (
        <SettleNotice lines={settleNotice(t, ids.length, total, cutoff, cutoffs.data !== undefined)} />
      ),
      confirmLabel: t('actions.settle'),
    });
    if (!reason) return;
    const done = await settle.run({ type: settlementType, ids, reason });
    if (done) clear();
  }

  /** Every validated payment of the tab waiting to be sent, whatever its date (one frozen set). */
  async function onSettleTab() {
    if (!settlementType) return;
    const reason = await askReason({
      title: t('actions.settleTab'),
      message: `${t('messages.confirmSettleTab', { tab: settlementType })}${settleRule(settlementType)}`,
      confirmLabel: t('actions.settleTab'),
    });
    if (!reason) return;
    await settle.run({ type: settlementType, ids: [], reason, wholeTab: true });
  }

  const act = usePaymentAction({ success: (r) => t('messages.done', { count: r.affected }) });
  /** Money-moving actions ask for a reason; revalidation does not. */
  async function onAction(action: PaymentAction, ids: number[], clear?: () => void) {
    let reason = null;
    if (action !== 'revalidate') {
      reason = await askReason({
        title: t(`actions.${action}`),
        message: t('messages.confirmAction', { count: ids.length }),
        confirmLabel: t(`actions.${action}`),
        danger: action === 'delete' || action === 'remove_all_pending' || action === 'rollback',
      });
      if (!reason) return;
    }
    const done = await act.run({ action, ids, reason });
    if (done) clear?.();
  }

  async function onConvert(ids: number[], clear: () => void) {
    const reason = await askReason({
      title: t('actions.convert'),
      message: t('messages.confirmConvert', { count: ids.length }),
      confirmLabel: t('actions.convert'),
    });
    if (!reason) return;
    const done = await convert.run({ ids, reason });
    if (done) clear();
  }

  const data = model.data;
  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={paymentColumns(t, lang)}
      emptyText={t('empty')}
      getRowHref={(row) => detailHref(row.id)}
      columnChooser={{ storageKey: PAYMENT_COLUMNS_KEY }}
      exportMenu={exportMenu}
      headerActions={
        <Group gap="xs">
          {settlementType ? (
            <Button variant="light" onClick={() => void onSettleTab()} loading={settle.isPending}>
              {t('actions.settleTab')}
            </Button>
          ) : null}
          <Button
            variant="default"
            onClick={() => void navigate({ href: pathTo('/financial/payments/fields') })}
          >
            {t('fieldsLink')}
          </Button>
        </Group>
      }
      beforeTable={
        <>
          {settlementType ? <CutoffBanner type={settlementType} /> : null}
          {/* Its line is there from the start ('-' until the first answer): nothing moves when it arrives. */}
          <Group gap="xl" data-testid={data ? 'payment-sums' : undefined} aria-busy={!data}>
            <Text size="sm">
              {t('sums.total')}:{' '}
              {data ? (
                <b data-testid="total-payments">{formatCount(data.total_payments, locale)}</b>
              ) : (
                <b>-</b>
              )}
            </Text>
            <Text size="sm">
              {t('sums.amount')}:{' '}
              {data ? <b data-testid="sum-payments">{formatCentsBRL(data.sum_payments)}</b> : <b>-</b>}
            </Text>
          </Group>
        </>
      }
      actions={{
        width: 190,
        items: (row) => [
          {
            label: t('actions.delete'),
            color: 'red',
            variant: 'subtle',
            hidden: !['WAITING_SEND', 'SCHEDULED', 'FAIL', 'UNPAID', 'WAITING_TERMINALS'].includes(
              row.status,
            ),
            onClick: () => void onAction('delete', [row.id]),
          },
          {
            label: t('actions.rollback'),
            variant: 'subtle',
            hidden: !['PAID', 'FAIL', 'UNPAID', 'WAITING_BANK_RESPONSE'].includes(row.status),
            onClick: () => void onAction('rollback', [row.id]),
          },
        ],
      }}
      rowName={(row) => String(row.id)}
      selectionAmount={(row) => row.amount}
      bulkActions={(selected, clear, rows) => {
        const ids = selected.map(Number);
        return (
          <Group gap="xs">
            {settlementType ? (
              <Button size="xs" onClick={() => void onSettle(ids, clear, rows)} loading={settle.isPending}>
                {t('actions.settle')}
              </Button>
            ) : null}
            {tab === 'SLC' ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => void onConvert(ids, clear)}
                loading={convert.isPending}
              >
                {t('actions.convert')}
              </Button>
            ) : null}
            <Button size="xs" variant="default" onClick={() => void onAction('revalidate', ids, clear)}>
              {t('actions.revalidate')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void onAction('recalculate', ids, clear)}>
              {t('actions.recalculate')}
            </Button>
            {tab === 'INVALID' ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => void onAction('remove_all_pending', ids, clear)}
              >
                {t('actions.remove_all_pending')}
              </Button>
            ) : null}
          </Group>
        );
      }}
    >
      <PaymentDetailDrawer
        id={Number.isInteger(detail) && detail > 0 ? detail : null}
        onClose={closeDetail}
      />
    </ListPage>
  );
}

/**
 * Merchant payments (spec core §2.5, §4.3): tabs TED, SLC, LBK, INVALID and CONSOLIDATED with
 * the count and sum of the whole filter, settlement with a reason and a one-time code, the next
 * cut-off and what is queued for it, conversion of SLC payments to TED. The tab is kept in the
 * address (`?tab=SLC`), so a reload or a shared link opens the same tab.
 */
export default function PaymentListPage() {
  const { t } = useTranslation('payments');
  const [tab, setTab] = useTabParam(PAYMENT_TABS, { keepSearch: true });
  const tabs = PAYMENT_TABS;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((item) => (
          <Tabs.Tab key={item} value={item}>
            {t(`tabs.${item}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((item) => (
        <Tabs.Panel key={item} value={item}>
          {item === tab ? <PaymentTabList tab={item} /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
