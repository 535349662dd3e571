import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveViewModalProps {
  opened: boolean;
  isSaving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => void;
}

/** Asks for the name of the view and whether the team sees it. */
export function SaveViewModal({ opened, isSaving, error, onClose, onSave }: SaveViewModalProps) {
  const { t } = useTranslation('kit');
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const trimmed = name.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed, shared);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('savedViews.saveTitle', 'Salvar visão')} size={420}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label={t('savedViews.name', 'Nome da visão')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            required
            data-autofocus
            error={error}
          />
          <Checkbox
            label={t('savedViews.shareWithTeam', 'Compartilhar com a equipe')}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('savedViews.cancel', 'Cancelar')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={!trimmed}>
              {t('savedViews.save', 'Salvar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
