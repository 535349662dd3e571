import { Button, Group, Modal, Stack } from '@mantine/core';
import { type CredentialDetail, credentialMappersSchema, type IdpName } from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { FormSelect, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { FormMerchantPicker } from '../../../shared/ui/merchant-picker';
import { useUpdateMappers } from '../api/credential-api';

/** Changes the project and merchant the credential's tokens carry (mappers). */
export function EditMappersModal({
  credential,
  id,
  idp,
  opened,
  onClose,
}: {
  credential: CredentialDetail;
  id: string;
  idp: IdpName;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('credentials');
  const projects = useOptionSource(projectOptions, opened);
  const form = useSchemaForm(credentialMappersSchema, {
    values: { project_id: credential.mappers.project_id, merchant_id: credential.mappers.merchant_id },
  });
  const projectId = form.watch('project_id');
  const update = useUpdateMappers(id, idp, { form, success: t('mappers.saved'), onSuccess: onClose });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('mappers.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      <SchemaForm form={form} onSubmit={(input) => void update.run(input)}>
        <Stack>
          <FormSelect
            control={form.control}
            name="project_id"
            label={t('fields.project')}
            data={projects}
            searchable
            withAsterisk
          />
          <FormMerchantPicker
            control={form.control}
            name="merchant_id"
            projectId={projectId ? Number(projectId) : null}
            label={t('fields.merchant')}
            emptyValue={null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('mappers.save')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
