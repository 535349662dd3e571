import { Button, Group } from '@mantine/core';
import { validationMessages } from '@mentor/contract';
import type { Terminal } from '@mentor/contract/terminals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormEquipmentPicker } from '../../../shared/ui/equipment-picker';
import { FormModal, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useTerminalAction } from '../api/terminal-api';

/** The status actions the terminal's state allows (the server refuses the others too). */
export function TerminalActionsBar({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation('terminals');
  const canBlock = useHasPermission('block_terminal');
  const canDelete = useHasPermission('delete_terminal');
  const canLink = useHasPermission('manage_terminal_links');
  const action = useTerminalAction({ success: t('messages.saved') });
  const [associating, setAssociating] = useState(false);
  const associateSchema = useMemo(
    () =>
      z.object({
        serial_number: z
          .string()
          .trim()
          .min(1, validationMessages.required(t('fields.serialNumber'))),
      }),
    [t],
  );
  const associateForm = useSchemaForm(associateSchema, { defaultValues: { serial_number: '' } });
  const dismissAssociate = useFormDismiss(associateForm, () => setAssociating(false));
  const allowed = new Set(terminal.actions);
  const id = terminal.id;

  const confirmThen = async (kind: 'block' | 'unblock' | 'inactivate' | 'disassociate') => {
    const ok = await confirmAction({
      title: t(`actions.${kind}`),
      message: t(`confirm.${kind}`, { code: terminal.terminal_code }),
      confirmLabel: t(`actions.${kind}`),
      cancelLabel: t('actions.back'),
      danger: kind === 'inactivate' || kind === 'block',
    });
    if (ok) void action.run({ kind, id });
  };

  return (
    <Group gap="xs">
      {canBlock && allowed.has('block') ? (
        <Button color="red" variant="light" onClick={() => void confirmThen('block')}>
          {t('actions.block')}
        </Button>
      ) : null}
      {canBlock && allowed.has('unblock') ? (
        <Button variant="light" onClick={() => void confirmThen('unblock')}>
          {t('actions.unblock')}
        </Button>
      ) : null}
      {canLink && allowed.has('associate_equipment') ? (
        <Button variant="light" onClick={() => setAssociating(true)}>
          {t('actions.associate')}
        </Button>
      ) : null}
      {canLink && allowed.has('disassociate_equipment') ? (
        <Button variant="light" onClick={() => void confirmThen('disassociate')}>
          {t('actions.disassociate')}
        </Button>
      ) : null}
      {canDelete && allowed.has('inactivate') ? (
        <Button color="red" variant="subtle" onClick={() => void confirmThen('inactivate')}>
          {t('actions.inactivate')}
        </Button>
      ) : null}
      <FormModal
        form={associateForm}
        opened={associating}
        title={t('actions.associate')}
        onDismiss={dismissAssociate}
        onSubmit={({ serial_number }) =>
          void action.run({ kind: 'associate', id, serial_number }).then((done) => {
            if (done) dismissAssociate();
          })
        }
        submitLabel={t('actions.associate')}
        cancelLabel={t('actions.back')}
        pending={action.isPending}
      >
        <FormEquipmentPicker
          control={associateForm.control}
          name="serial_number"
          projectId={terminal.project.id}
          label={t('fields.serialNumber')}
          required
        />
      </FormModal>
    </Group>
  );
}
