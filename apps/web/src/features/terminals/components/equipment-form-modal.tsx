import { equipmentCreateSchema } from '@mentor/contract/terminals';
import { useTranslation } from 'react-i18next';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { useCreateEquipment } from '../api/terminal-api';
import { equipmentModelOptions } from '../api/terminal-options';

/** Registers one piece of equipment in stock. */
export function EquipmentFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('terminals');
  const models = useOptionSource(equipmentModelOptions, opened);
  const projects = useOptionSource(projectOptions, opened);
  const form = useSchemaForm(equipmentCreateSchema, {
    defaultValues: { serial_number: '', equipment_code: '' },
  });
  const create = useCreateEquipment({
    form,
    success: t('messages.equipmentCreated'),
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('equipment.create')}
      onDismiss={onClose}
      onSubmit={(body) => void create.run(body)}
      submitLabel={t('actions.save')}
      pending={create.isPending}
    >
      <FormTextInput control={control} name="serial_number" label={t('fields.serialNumber')} required />
      <FormSelect
        control={control}
        name="equipment_model_id"
        label={t('fields.model')}
        data={models}
        parse={Number}
        searchable
        required
      />
      <FormSelect
        control={control}
        name="project_id"
        label={t('fields.project')}
        data={projects}
        parse={Number}
        searchable
        required
      />
      <FormTextInput control={control} name="equipment_code" label={t('fields.equipmentCode')} />
    </FormModal>
  );
}
