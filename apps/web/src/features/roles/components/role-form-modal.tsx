import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { type Role, roleBodySchema } from '@mentor/contract/roles';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { FormField, FormModal, FormSelect, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { usePermissions, useSaveRole } from '../api/use-roles';

interface Props {
  role: Role | null;
  opened: boolean;
  onClose: () => void;
  projectOptions: { value: string; label: string }[];
}

const valuesOf = (role: Role | null) => ({
  role_name: role?.role_name ?? '',
  project_id: role?.project_id ?? null,
  description: role?.description ?? '',
  permissions: role?.permissions ?? [],
});

/** Creates or edits a role and its permission set. */
export function RoleFormModal({ role, opened, onClose, projectOptions }: Props) {
  const { t } = useTranslation('roles');
  const { language } = useLanguage();
  const permissions = usePermissions();
  const form = useSchemaForm(roleBodySchema, { defaultValues: valuesOf(role) });
  const save = useSaveRole({
    form,
    success: role ? t('messages.updated') : t('messages.created'),
    onSuccess: onClose,
  });
  const [filter, setFilter] = useState('');
  const selected = useWatch({ control: form.control, name: 'permissions' }) ?? [];

  useEffect(() => {
    if (!opened) return;
    form.reset(valuesOf(role));
    setFilter('');
  }, [opened, role, form]);

  const visible = (permissions.data ?? []).filter((p) => {
    const text = `${p.name} ${p.label?.pt ?? ''} ${p.label?.en ?? ''}`.toLowerCase();
    return text.includes(filter.trim().toLowerCase());
  });

  return (
    <FormModal
      form={form}
      opened={opened}
      title={role ? t('form.editTitle') : t('form.createTitle')}
      onDismiss={onClose}
      onSubmit={(body) => void save.run({ id: role?.id ?? null, body })}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={save.isPending}
      size="xl"
    >
      <FormTextInput control={form.control} name="role_name" label={t('fields.roleName')} required />
      <FormSelect
        control={form.control}
        name="project_id"
        label={t('fields.project')}
        placeholder={t('fields.global')}
        data={projectOptions}
        parse={Number}
        emptyValue={null}
        clearable
        searchable
      />
      <FormTextInput control={form.control} name="description" label={t('fields.description')} />
      <TextInput
        label={t('fields.permissionFilter')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Text size="sm">{t('form.selectedCount', { count: selected.length })}</Text>
      <FormField
        control={form.control}
        name="permissions"
        render={(field) => (
          <ScrollArea h={280} type="auto">
            <Checkbox.Group
              value={Array.isArray(field.value) ? field.value.map(String) : []}
              onChange={field.onChange}
              label={t('fields.permissions')}
              error={field.error}
            >
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
        )}
      />
      {role ? <HistoryPanel context="role" recordId={String(role.id)} /> : null}
    </FormModal>
  );
}
