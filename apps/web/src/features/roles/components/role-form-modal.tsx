import { Button, Checkbox, Group, Modal, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@mentor/contract/roles';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useLanguage } from '../../../shared/lib/i18n';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { fieldErrors } from '../../projects/api/field-errors';
import { usePermissions, useSaveRole } from '../api/use-roles';

interface Props {
  role: Role | null;
  opened: boolean;
  onClose: () => void;
  projectOptions: { value: string; label: string }[];
}

/** Creates or edits a role and its permission set. */
export function RoleFormModal({ role, opened, onClose, projectOptions }: Props) {
  const { t } = useTranslation('roles');
  const { language } = useLanguage();
  const permissions = usePermissions();
  const save = useSaveRole();
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setName(role?.role_name ?? '');
    setProjectId(role?.project_id ? String(role.project_id) : null);
    setDescription(role?.description ?? '');
    setSelected(role?.permissions ?? []);
    setFilter('');
    setErrors({});
  }, [opened, role]);

  const visible = (permissions.data ?? []).filter((p) => {
    const text = `${p.name} ${p.label?.pt ?? ''} ${p.label?.en ?? ''}`.toLowerCase();
    return text.includes(filter.trim().toLowerCase());
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        id: role?.id ?? null,
        body: {
          role_name: name,
          project_id: projectId ? Number(projectId) : null,
          description,
          permissions: selected,
        },
      });
      notifications.show({ color: 'green', message: role ? t('messages.updated') : t('messages.created') });
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={role ? t('form.editTitle') : t('form.createTitle')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label={t('fields.roleName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            error={errors.role_name}
          />
          <Select
            label={t('fields.project')}
            placeholder={t('fields.global')}
            data={projectOptions}
            value={projectId}
            onChange={setProjectId}
            clearable
            searchable
            error={errors.project_id}
          />
          <TextInput
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label={t('fields.permissionFilter')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <Text size="sm">{t('form.selectedCount', { count: selected.length })}</Text>
          {errors.permissions ? (
            <Text c="red" size="sm">
              {errors.permissions}
            </Text>
          ) : null}
          <ScrollArea h={280} type="auto">
            <Checkbox.Group value={selected} onChange={setSelected} label={t('fields.permissions')}>
              <Stack gap={6} mt="xs">
                {visible.map((p) => (
                  <Checkbox
                    key={p.name}
                    value={p.name}
                    label={`${p.name} — ${(language === 'en' ? p.label?.en : p.label?.pt) ?? p.description}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
          {role ? <HistoryPanel context="role" recordId={String(role.id)} /> : null}
        </Stack>
      </form>
    </Modal>
  );
}
