import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Terminal } from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { useTerminalAction } from '../api/terminal-api';

/** The status actions the terminal's state allows (the server refuses the others too). */
export function TerminalActionsBar({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation('terminals');
  const canBlock = useHasPermission('block_terminal');
  const canDelete = useHasPermission('delete_terminal');
  const canLink = useHasPermission('manage_terminal_links');
  const action = useTerminalAction({ success: t('messages.saved') });
  const [associating, setAssociating] = useState(false);
  const [serial, setSerial] = useState('');
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
      <Modal opened={associating} onClose={() => setAssociating(false)} title={t('actions.associate')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void action.run({ kind: 'associate', id, serial_number: serial.trim() }).then((done) => {
              if (done) {
                setSerial('');
                setAssociating(false);
              }
            });
          }}
        >
          <Stack>
            <TextInput
              label={t('fields.serialNumber')}
              value={serial}
              onChange={(e) => setSerial(e.currentTarget.value)}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={action.isPending} disabled={!serial.trim()}>
                {t('actions.associate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
