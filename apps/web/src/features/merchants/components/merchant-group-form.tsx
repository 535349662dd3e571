import { Button, Group, Stack } from '@mantine/core';
import {
  type MerchantGroup,
  type MerchantGroupDetail,
  merchantGroupBodySchema,
} from '@mentor/contract/merchants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import {
  FormField,
  FormModal,
  FormSelect,
  FormSwitch,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useSaveMerchantGroup } from '../api/use-save-merchant-group';
import { type MerchantOption, MerchantSelect } from './merchant-picker';

interface Props {
  /** The group edited, or null to create one. */
  group: MerchantGroup | null;
  /** Project a new group starts in (the top bar's). */
  defaultProjectId?: number | null;
  onSaved?: (group: MerchantGroupDetail) => void;
  onCancel?: () => void;
  /** Shown as a dialog with this title ('Cancelar' and the X call `onCancel`), not inline. */
  dialogTitle?: string;
}

/**
 * Creates or edits a merchant group: name, project, admin merchant (joins the group), terminal
 * multi-merchant and default flags. The project of a group with merchants does not change.
 */
export function MerchantGroupForm({ group, defaultProjectId = null, onSaved, onCancel, dialogTitle }: Props) {
  const { t } = useTranslation('merchants');
  const projects = useOptionSource(projectOptions);
  const form = useSchemaForm(merchantGroupBodySchema, {
    defaultValues: {
      merchant_group_name: group?.merchant_group_name ?? '',
      project_id: group?.project_id ?? defaultProjectId ?? undefined,
      merchant_admin_id: group?.merchant_admin_id ?? null,
      terminal_multi_merchant: group?.terminal_multi_merchant ?? false,
      default_merchant_group: group?.default_merchant_group ?? false,
    },
    requiredLabels: { project_id: t('fields.project') },
  });
  const [admin, setAdmin] = useState<MerchantOption | null>(
    group?.merchant_admin_id
      ? {
          value: String(group.merchant_admin_id),
          label: group.merchant_admin_name ?? String(group.merchant_admin_id),
        }
      : null,
  );
  const save = useSaveMerchantGroup(group?.id ?? null, {
    form,
    success: group ? t('groups.saved') : t('groups.created'),
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  const { control } = form;
  const projectId = form.watch('project_id');
  const hasMembers = (group?.merchant_count ?? 0) > 0;
  const shownProject = useRef(projectId);
  useEffect(() => {
    // The admin merchant belongs to the project: another project clears it.
    if (shownProject.current === projectId) return;
    shownProject.current = projectId;
    setAdmin(null);
    form.setValue('merchant_admin_id', null);
  }, [projectId, form]);

  const fields = (
    <>
      <FormTextInput control={control} name="merchant_group_name" label={t('groups.name')} required />
      <FormSelect
        control={control}
        name="project_id"
        label={t('fields.project')}
        data={projects}
        parse={Number}
        searchable
        required
        disabled={hasMembers}
      />
      <FormField
        control={control}
        name="merchant_admin_id"
        render={(field) => (
          <MerchantSelect
            label={t('groups.admin')}
            projectId={typeof projectId === 'number' ? projectId : null}
            value={admin}
            onChange={(option) => {
              setAdmin(option);
              field.onChange(option ? Number(option.value) : null);
            }}
            error={field.error}
          />
        )}
      />
      <FormSwitch control={control} name="terminal_multi_merchant" label={t('groups.multiMerchant')} />
      <FormSwitch control={control} name="default_merchant_group" label={t('groups.default')} />
    </>
  );
  const submit = (body: Parameters<typeof save.run>[0]) => void save.run(body);
  if (dialogTitle !== undefined) {
    return (
      <FormModal
        form={form}
        opened
        title={dialogTitle}
        onDismiss={onCancel ?? (() => undefined)}
        onSubmit={submit}
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        pending={save.isPending}
      >
        {fields}
      </FormModal>
    );
  }
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label={t('groups.form')}>
      <Stack>
        {fields}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
