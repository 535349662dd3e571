import { Anchor } from '@mantine/core';
import type { Equipment } from '@mentor/contract/terminals';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { PathTo } from '../../../shared/lib/i18n';
import { type Column, dateColumn } from '../../../shared/ui/data-table';
import { StatusChip } from '../../../shared/ui/status-chip';

/** Columns of the equipment list; the terminal links to its screen. */
export function equipmentColumns(t: TFunction, pathTo: PathTo): Column<Equipment>[] {
  return [
    {
      key: 'serial_number',
      header: t('fields.serialNumber'),
      pin: 'left',
      sortable: true,
      copy: (r) => r.serial_number,
    },
    { key: 'equipment_model', header: t('fields.model'), text: (r) => r.equipment_model.label },
    { key: 'project', header: t('fields.project'), text: (r) => r.project.trade },
    {
      key: 'equipment_code',
      header: t('fields.equipmentCode'),
      sortable: true,
      text: (r) => r.equipment_code ?? '-',
    },
    {
      key: 'terminal',
      header: t('fields.terminal'),
      text: (r) => r.terminal?.terminal_code ?? '-',
      render: (r) =>
        r.terminal ? (
          <Anchor component={Link} to={pathTo('/terminals/{id}', { id: r.terminal.id })} inherit>
            {r.terminal.terminal_code}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      key: 'in_use',
      header: t('fields.inUse'),
      pin: 'right',
      render: (r) => <StatusChip code={r.in_use} family="equipmentUsage" />,
    },
  ];
}

/** What the equipment's panel adds to its list columns. */
export function equipmentDetailColumns(t: TFunction): Column<Equipment>[] {
  return [
    {
      key: 'equipment_type',
      header: t('detail.equipmentType'),
      text: (r) => r.equipment_model.equipment_type.type,
    },
    dateColumn({ key: 'created_at', header: t('fields.createdAt'), value: (r) => r.created_at }),
    dateColumn({ key: 'updated_at', header: t('fields.updatedAt'), value: (r) => r.updated_at }),
  ];
}
