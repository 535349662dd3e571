import {
  type CredentialSecretAnswer,
  credentialCreateSchema,
  type IdpName,
} from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import {
  FormModal,
  FormMultiSelect,
  FormSelect,
  FormTextInput,
  useSchemaForm,
} from '../../../shared/ui/form';
import { FormMerchantPicker } from '../../../shared/ui/merchant-picker';
import { clientRoleOptions, realmRoleOptions, useCreateCredential } from '../api/credential-api';

const EMPTY = { client_name: '', client_roles: [], realm_roles: [] };

/** Creates a credential with its project, merchant and roles; the secret is then shown once. */
export function CreateCredentialModal({
  idp,
  opened,
  onClose,
  onCreated,
}: {
  idp: IdpName;
  opened: boolean;
  onClose: () => void;
  onCreated: (answer: CredentialSecretAnswer) => void;
}) {
  const { t } = useTranslation('credentials');
  const projects = useOptionSource(projectOptions, opened);
  const clientRoles = useOptionSource(clientRoleOptions(idp), opened);
  const realmRoles = useOptionSource(realmRoleOptions(idp), opened);
  const form = useSchemaForm(credentialCreateSchema, { defaultValues: EMPTY });
  const projectId = form.watch('project_id');
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const create = useCreateCredential(idp, {
    form,
    success: t('created'),
    onSuccess: (answer) => {
      form.reset(EMPTY);
      onCreated(answer);
    },
  });

  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('create.title')}
      onDismiss={dismiss}
      onSubmit={(input) => void create.run(input)}
      submitLabel={t('create.submit')}
      cancelLabel={t('actions.cancel')}
      pending={create.isPending}
      size="lg"
    >
      <FormTextInput control={form.control} name="client_name" label={t('fields.clientName')} withAsterisk />
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
      <FormMultiSelect
        control={form.control}
        name="client_roles"
        label={t('fields.clientRoles')}
        data={clientRoles}
        searchable
      />
      <FormMultiSelect
        control={form.control}
        name="realm_roles"
        label={t('fields.realmRoles')}
        data={realmRoles}
        searchable
      />
    </FormModal>
  );
}
