import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import type { MerchantDetail } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askReason } from '../../../shared/ui/reason-fields';
import { useBlockMerchant } from '../api/use-block-merchant';
import { useBlockPreview } from '../api/use-block-preview';
import { useBlockTypes } from '../api/use-block-types';
import { useUnblockMerchant } from '../api/use-unblock-merchant';

/**
 * Blocking shows first what it affects (TPV of the last 30 days, active terminals, unpaid
 * receivables) and asks a reason; unblocking may wait for a second person's approval.
 */
export function MerchantBlockTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const preview = useBlockPreview(merchant.id, !merchant.blocked);
  const types = useBlockTypes();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [terminals, setTerminals] = useState(true);
  const block = useBlockMerchant(merchant.id, { success: t('block.done') });
  const unblock = useUnblockMerchant(merchant.id, { success: t('block.undone') });

  if (merchant.blocked) {
    return (
      <Stack maw={560}>
        <Alert color="red" title={t('blocked')}>
          {merchant.block_description}
        </Alert>
        <Textarea
          label={t('block.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          required
        />
        <Checkbox
          label={t('block.unblockTerminals')}
          checked={terminals}
          onChange={(e) => setTerminals(e.currentTarget.checked)}
        />
        <Group>
          <Button
            loading={unblock.isPending}
            disabled={description.trim() === ''}
            onClick={() => void unblock.run({ description, unblock_terminals: terminals })}
          >
            {t('block.unblock')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const p = preview.data;
  const submit = async () => {
    if (!typeId) return;
    const reason = await askReason({
      title: t('block.block'),
      message: t('block.confirm', { name: merchant.merchant_name }),
      confirmLabel: t('block.block'),
      danger: true,
    });
    if (!reason) return;
    await block.run({ block_type_id: Number(typeId), description, block_terminals: terminals, ...reason });
  };
  return (
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
      <Select
        label={t('block.type')}
        data={(types.data ?? []).map((bt) => ({ value: String(bt.id), label: bt.description }))}
        value={typeId}
        onChange={setTypeId}
        required
      />
      <Textarea
        label={t('block.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        required
      />
      <Checkbox
        label={t('block.blockTerminals')}
        checked={terminals}
        onChange={(e) => setTerminals(e.currentTarget.checked)}
      />
      <Group>
        <Button
          color="red"
          loading={block.isPending}
          disabled={!typeId || description.trim() === ''}
          onClick={() => void submit()}
        >
          {t('block.block')}
        </Button>
      </Group>
    </Stack>
  );
}
