import { Badge, Button } from '@mantine/core';
import type { Terminal } from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { StatusChip } from '../../../shared/ui/status-chip';
import { terminalList } from '../api/terminal-lists';

const TerminalCreateModal = onDemand(
  () => import('../components/terminal-create-modal').then((m) => m.TerminalCreateModal),
  (props) => props.opened,
);

/** Terminals (spec core §2.5): eight filters, 10 per page; a row opens the terminal. */
export default function TerminalListPage() {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const model = useListPage(terminalList);
  const canCreate = useHasPermission('create_terminal');
  const [creating, setCreating] = useState(false);

  const columns: Column<Terminal>[] = [
    {
      key: 'terminal_code',
      header: t('fields.terminalCode'),
      pin: 'left',
      sortable: true,
      copy: (r) => r.terminal_code,
    },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80 },
    { key: 'project', header: t('fields.project'), text: (r) => r.project.trade },
    {
      key: 'merchant',
      header: t('fields.merchant'),
      text: (r) => (r.merchant ? `${r.merchant.merchant_code} - ${r.merchant.merchant_name}` : '-'),
    },
    { key: 'equipment', header: t('fields.serialNumber'), text: (r) => r.equipment?.serial_number ?? '-' },
    {
      key: 'terminal_modality',
      header: t('fields.modality'),
      text: (r) => r.terminal_modality?.modality ?? '-',
    },
    { key: 'supplier_identifier', header: t('fields.supplier'), text: (r) => r.supplier_identifier ?? '-' },
    {
      key: 'blocked',
      header: t('fields.blocked'),
      render: (r) =>
        r.blocked ? (
          <Badge color="red">{t('terminals.blocked')}</Badge>
        ) : (
          <span>{t('terminals.notBlocked')}</span>
        ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      sortable: true,
      render: (r) => <StatusChip code={r.status} family="terminalStatus" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('terminals.title')}
      columns={columns}
      emptyText={t('terminals.empty')}
      rowName={(r) => r.terminal_code}
      getRowHref={(r) => pathTo('/terminals/{id}', { id: r.id })}
      headerActions={
        canCreate ? <Button onClick={() => setCreating(true)}>{t('terminals.create')}</Button> : null
      }
    >
      <TerminalCreateModal opened={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
