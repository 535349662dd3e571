import { type CredentialDetail, credentialMappersSchema, type IdpName } from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { FormModal, FormSelect, useSchemaForm } from '../../../shared/ui/form';
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
    <FormModal
      form={form}
      opened={opened}
      title={t('mappers.title')}
      onDismiss={onClose}
      onSubmit={(input) => void update.run(input)}
      submitLabel={t('mappers.save')}
      cancelLabel={t('actions.cancel')}
      pending={update.isPending}
    >
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
    </FormModal>
  );
}
