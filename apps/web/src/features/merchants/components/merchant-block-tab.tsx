import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import { type MerchantDetail, merchantBlockSchema, merchantUnblockSchema } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormSwitch, FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { askReason } from '../../../shared/ui/reason-fields';
import { useBlockMerchant } from '../api/use-block-merchant';
import { useBlockPreview } from '../api/use-block-preview';
import { useBlockTypes } from '../api/use-block-types';
import { useUnblockMerchant } from '../api/use-unblock-merchant';

/**
 * Blocking shows first what it affects (TPV of the last 30 days, active terminals, unpaid
 * receivables) and asks a reason; unblocking may wait for a second person's approval. Both forms
 * are checked by the contract's schemas before anything is asked or sent.
 */
export function MerchantBlockTab({ merchant }: { merchant: MerchantDetail }) {
  return merchant.blocked ? <UnblockForm merchant={merchant} /> : <BlockForm merchant={merchant} />;
}

function UnblockForm({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const form = useSchemaForm(merchantUnblockSchema, {
    defaultValues: { description: '', unblock_terminals: true },
  });
  const unblock = useUnblockMerchant(merchant.id, { form, success: t('block.undone') });
  return (
    <SchemaForm form={form} onSubmit={(body) => void unblock.run(body)} aria-label={t('block.unblock')}>
      <Stack maw={560}>
        <Alert color="red" title={t('blocked')}>
          {merchant.block_description}
        </Alert>
        <FormTextarea control={form.control} name="description" label={t('block.description')} required />
        <FormSwitch control={form.control} name="unblock_terminals" label={t('block.unblockTerminals')} />
        <Group>
          <Button type="submit" loading={unblock.isPending}>
            {t('block.unblock')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

function BlockForm({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const preview = useBlockPreview(merchant.id, true);
  const types = useBlockTypes();
  const form = useSchemaForm(merchantBlockSchema, {
    defaultValues: { description: '', block_terminals: true },
    requiredLabels: { block_type_id: t('block.type') },
  });
  const block = useBlockMerchant(merchant.id, { form, success: t('block.done') });
  const p = preview.data;
  const submit = async (body: { block_type_id: number; description: string; block_terminals: boolean }) => {
    // The description written in the form is the reason's comment: only the code is asked here.
    const reason = await askReason({
      title: t('block.block'),
      message: t('block.confirm', { name: merchant.merchant_name }),
      confirmLabel: t('block.block'),
      danger: true,
      comment: body.description,
    });
    if (!reason) return;
    await block.run({ ...body, ...reason });
  };
  return (
    <SchemaForm form={form} onSubmit={(body) => void submit(body)} aria-label={t('block.block')}>
      <Stack maw={560}>
        <Text fw={600}>{t('block.affects')}</Text>
        <SimpleGrid cols={3} data-testid="block-preview">
          <div>
            <Text size="xs" c="dimmed">
              {t('block.tpv')}
            </Text>
            <Text>{p ? formatCentsBRL(p.tpv_last_30_days) : '…'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('block.terminals')}
            </Text>
            <Text>{p ? p.active_terminals : '…'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('block.receivables')}
            </Text>
            <Text>
              {p ? `${p.unpaid_receivables_count} · ${formatCentsBRL(p.unpaid_receivables_amount)}` : '…'}
            </Text>
          </div>
        </SimpleGrid>
        <FormSelect
          control={form.control}
          name="block_type_id"
          label={t('block.type')}
          data={(types.data ?? []).map((bt) => ({ value: String(bt.id), label: bt.description }))}
          parse={Number}
          required
        />
        <FormTextarea control={form.control} name="description" label={t('block.description')} required />
        <FormSwitch control={form.control} name="block_terminals" label={t('block.blockTerminals')} />
        <Group>
          <Button type="submit" color="red" loading={block.isPending}>
            {t('block.block')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
