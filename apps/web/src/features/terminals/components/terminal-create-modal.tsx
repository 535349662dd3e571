import { terminalCreateSchema } from '@mentor/contract/terminals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { FormMerchantPicker } from '../../../shared/ui/merchant-picker';
import { useCreateTerminal } from '../api/terminal-api';
import { modalityOptions, supplierOptions } from '../api/terminal-options';
import { terminalKeys } from '../api/terminal-query-keys';

/** Creates a terminal and opens it. */
export function TerminalCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const navigate = useNavigate();
  const client = useQueryClient();
  const projects = useOptionSource(projectOptions, opened);
  const modalities = useOptionSource(modalityOptions, opened);
  const suppliers = useOptionSource(supplierOptions, opened);
  const form = useSchemaForm(terminalCreateSchema, { defaultValues: { terminal_code: '' } });
  const create = useCreateTerminal({
    form,
    success: t('messages.terminalCreated'),
    onSuccess: async (terminal) => {
      form.reset();
      onClose();
      await navigate({ href: pathTo('/terminals/{id}', { id: terminal.id }) });
      await client.invalidateQueries({ queryKey: terminalKeys.terminalLists });
    },
  });
  const { control } = form;
  const projectId = form.watch('project_id');
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('terminals.create')}
      onDismiss={onClose}
      onSubmit={(body) => void create.run(body)}
      submitLabel={t('actions.save')}
      pending={create.isPending}
    >
      <FormTextInput control={control} name="terminal_code" label={t('fields.terminalCode')} required />
      <FormSelect
        control={control}
        name="project_id"
        label={t('fields.project')}
        data={projects}
        parse={Number}
        searchable
        required
      />
      <FormMerchantPicker
        control={control}
        name="merchant_id"
        projectId={projectId ? Number(projectId) : null}
        label={t('fields.merchant')}
        description={t('terminals.merchantHint')}
      />
      <FormSelect
        control={control}
        name="terminal_modality_id"
        label={t('fields.modality')}
        data={modalities}
        parse={Number}
        clearable
      />
      <FormSelect
        control={control}
        name="supplier_identifier"
        label={t('fields.supplier')}
        data={suppliers}
        clearable
      />
    </FormModal>
  );
}
