import { BLOCK_TYPES } from '@mentor/contract';
import type { ReceivableBlockInput } from '@mentor/contract/receivables';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormTextarea, useSchemaForm } from '../../../shared/ui/form';
import { useBlockReceivables } from '../api/receivable-actions';

const schema = z.object({
  block_type_id: z
    .string({ error: 'O campo Tipo de bloqueio é obrigatório' })
    .min(1, 'O campo Tipo de bloqueio é obrigatório'),
  block_description: z
    .string()
    .trim()
    .min(1, 'O campo Descrição é obrigatório')
    .max(500, 'O campo Descrição deve ter no máximo 500 caracteres'),
});
const EMPTY = { block_type_id: '', block_description: '' };

/** Blocks the selected receivables with a block type and a description. */
export function BlockDialog({ ids, onClose }: { ids: number[] | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('receivables');
  const options = useEnumOptions(BLOCK_TYPES);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const dismiss = (done: boolean) => {
    form.reset(EMPTY);
    onClose(done);
  };
  const block = useBlockReceivables({
    form,
    success: (r) => t('block.done', { count: r.changed }),
    onSuccess: () => dismiss(true),
  });
  return (
    <FormModal
      form={form}
      opened={ids !== null}
      title={t('block.title', { count: ids?.length ?? 0 })}
      onDismiss={() => dismiss(false)}
      onSubmit={(input) =>
        void (
          ids &&
          block.run({
            ids,
            block_type_id: Number(input.block_type_id) as ReceivableBlockInput['block_type_id'],
            block_description: input.block_description,
          })
        )
      }
      submitLabel={t('actions.block')}
      cancelLabel={t('actions.cancel')}
      pending={block.isPending}
      danger
    >
      <FormSelect
        control={form.control}
        name="block_type_id"
        label={t('block.type')}
        data={options}
        searchable
        withAsterisk
      />
      <FormTextarea
        control={form.control}
        name="block_description"
        label={t('block.description')}
        withAsterisk
      />
    </FormModal>
  );
}
