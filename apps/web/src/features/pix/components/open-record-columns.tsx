import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ScreenHref, withSearch } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import type { RowActions } from '../../../shared/ui/list-page';

type PathTo = (pattern: '/infract-report/transaction-view') => ScreenHref;

/** The End to End ID of a Pix record, copyable, linking to the movement it is about. */
export function endToEndColumn<Row extends { endToEndId: string }>(
  t: TFunction,
  pathTo: PathTo,
): Column<Row> {
  return {
    key: 'endToEndId',
    header: t('fields.endToEndId'),
    copy: (r) => r.endToEndId,
    text: (r) => r.endToEndId,
    render: (r) => (
      <Anchor
        component={Link}
        to={withSearch(pathTo('/infract-report/transaction-view'), { endToEndId: r.endToEndId })}
        inherit
      >
        {r.endToEndId}
      </Anchor>
    ),
  };
}

/** 'Fechar' and 'Cancelar' on an open infraction or refund; nothing on a closed one. */
export function openRecordActions<Row extends { uuid: string; status: string }>(
  t: TFunction,
  actions: { setClosing: (uuid: string) => void; askCancel: (uuid: string) => Promise<unknown> },
): RowActions<Row> {
  return {
    width: 190,
    items: (r) => [
      {
        label: t('actions.close'),
        variant: 'filled',
        hidden: r.status !== 'OPEN',
        onClick: () => actions.setClosing(r.uuid),
      },
      {
        label: t('actions.cancelRecord'),
        color: 'red',
        hidden: r.status !== 'OPEN',
        onClick: () => void actions.askCancel(r.uuid),
      },
    ],
  };
}
