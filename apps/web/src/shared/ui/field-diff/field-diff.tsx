import { Button, List, Table, Text } from '@mantine/core';
import type { Lang } from '@mentor/contract';
import { fieldAt, recordFields } from '@mentor/contract/record-fields';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../masked-value';
import { changedFields } from './changed-fields';
import { presentValue, type Shown } from './present-value';

/** Text longer than this is folded; lists longer than {@link FOLD_ITEMS} too. */
export const FOLD_CHARS = 120;
export const FOLD_ITEMS = 3;

/**
 * Where a masked value of the change can be revealed from: one history entry of a record, or one
 * change of the approvals inbox.
 */
export type RevealSource = { tableContext: string; recordId: string } & (
  | { historyId: number; approvalId?: undefined }
  | { approvalId: number; historyId?: undefined }
);

export interface FieldDiffProps {
  /** Table context whose field declaration names and formats the fields ('merchant'). */
  context: string;
  before: unknown;
  after: unknown;
  /** The table's accessible name. */
  label: string;
  /** Column titles; the kit's Before / After when not given. */
  beforeLabel?: string;
  afterLabel?: string;
  /** Masked values get a logged reveal from this entry; without it they stay masked. */
  reveal?: RevealSource;
  /** The changed paths as the server compared them in clear (personal values may mask alike). */
  changed?: readonly string[];
}

const WRAP = { overflowWrap: 'anywhere', wordBreak: 'break-word', verticalAlign: 'top' } as const;

function Folding({ folded, more, children }: { folded: ReactNode; more: string; children: ReactNode }) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? children : folded}
      <Button
        variant="subtle"
        size="compact-xs"
        ml={4}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('history.showLess') : more}
      </Button>
    </>
  );
}

interface ValueProps {
  shown: Shown;
  label: string;
  side: 'before' | 'after';
  sideLabel: string;
  reveal?: RevealSource;
}

function Value({ shown, label, side, sideLabel, reveal }: ValueProps): ReactNode {
  const { t } = useTranslation('kit');
  switch (shown.type) {
    case 'empty':
      return (
        <Text span size="sm" c="dimmed">
          —
        </Text>
      );
    case 'text':
      if (shown.text.length <= FOLD_CHARS)
        return (
          <Text span size="sm">
            {shown.text}
          </Text>
        );
      return (
        <Folding
          folded={<Text span size="sm">{`${shown.text.slice(0, FOLD_CHARS)}…`}</Text>}
          more={t('history.showAll')}
        >
          <Text span size="sm">
            {shown.text}
          </Text>
        </Folding>
      );
    case 'masked':
      return reveal ? (
        <MaskedValue
          value={shown.value}
          label={`${label} (${sideLabel})`}
          tableContext={reveal.tableContext}
          recordId={reveal.recordId}
          field={shown.path}
          {...(reveal.approvalId === undefined
            ? { historyId: reveal.historyId }
            : { approvalId: reveal.approvalId })}
          side={side}
        />
      ) : (
        <Text span size="sm" aria-label={t('masked.hidden', { label: `${label} (${sideLabel})` })}>
          {shown.value}
        </Text>
      );
    case 'record':
      return (
        <Text size="sm" component="div">
          {shown.parts.map((part, index) => (
            <span key={part.key}>
              {index > 0 ? ' · ' : null}
              <Text span size="sm" c="dimmed">{`${part.label}: `}</Text>
              <Value
                shown={part.value}
                label={`${label} › ${part.label}`}
                side={side}
                sideLabel={sideLabel}
                reveal={reveal}
              />
            </span>
          ))}
        </Text>
      );
    case 'list': {
      const items = (list: { key: string; value: Shown }[]) => (
        <List size="sm" spacing={2} listStyleType="disc" withPadding={false} pl="md">
          {list.map((item) => (
            <List.Item key={item.key}>
              <Value shown={item.value} label={label} side={side} sideLabel={sideLabel} reveal={reveal} />
            </List.Item>
          ))}
        </List>
      );
      if (shown.items.length <= FOLD_ITEMS) return items(shown.items);
      return (
        <Folding
          folded={items(shown.items.slice(0, FOLD_ITEMS))}
          more={t('history.moreItems', { count: shown.items.length - FOLD_ITEMS })}
        >
          {items(shown.items)}
        </Folding>
      );
    }
  }
}

/**
 * A change shown the same way everywhere (a record's history, a pending approval): the changed
 * fields only, named as their screens name them, with money in R$, dates in Brasília time,
 * options by their label, nested fields by labelled paths, lists item by item, long values folded
 * and the table never wider than its container.
 */
export function FieldDiff({
  context,
  before,
  after,
  label,
  beforeLabel,
  afterLabel,
  reveal,
  changed,
}: FieldDiffProps) {
  const { t, i18n } = useTranslation('kit');
  const lang: Lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const fields = recordFields(context);
  const rows = changedFields(before, after, fields, changed);
  const sides = { before: beforeLabel ?? t('history.before'), after: afterLabel ?? t('history.after') };
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('history.noChanges')}
      </Text>
    );
  return (
    <Table layout="fixed" w="100%" withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{t('history.field')}</Table.Th>
          <Table.Th>{sides.before}</Table.Th>
          <Table.Th>{sides.after}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { label: name, spec } = fieldAt(fields, row.path, lang);
          const cell = (side: 'before' | 'after') => (
            <Table.Td style={WRAP} fw={side === 'after' ? 600 : undefined}>
              <Value
                shown={presentValue(row[side], spec, lang, row.path)}
                label={name}
                side={side}
                sideLabel={sides[side]}
                reveal={reveal}
              />
            </Table.Td>
          );
          return (
            <Table.Tr key={row.path} data-changed data-field={row.path}>
              <Table.Th scope="row" style={WRAP} fw={500}>
                {name}
              </Table.Th>
              {cell('before')}
              {cell('after')}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
