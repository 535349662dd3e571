import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useDeleteMerchantGroup } from '../api/use-delete-merchant-group';
import { useMerchantGroup } from '../api/use-merchant-group';
import { MerchantGroupForm } from '../components/merchant-group-form';
import { MerchantGroupMembers } from '../components/merchant-group-members';

/**
 * A merchant group (spec core §7.10): its settings (name, admin merchant, terminal
 * multi-merchant and default flags) edited in place, delete, its merchants with associate and
 * disassociate, and the record history.
 */
export default function MerchantGroupDetailPage() {
  const { t } = useTranslation('merchants');
  const id = useIdParam('id');
  const group = useMerchantGroup(id ?? 0);
  const navigate = useNavigate();
  const pathTo = useRoutePath();
  const canWrite = useHasPermission('manage_merchant_groups', true);
  const remove = useDeleteMerchantGroup(id ?? 0, {
    success: t('groups.deleted'),
    onSuccess: () => void navigate({ to: pathTo('/merchantgroups') }),
  });

  if (!group.data) return <QueryState query={group} notFound={t('groups.notFound')} missing={id === null} />;
  const g = group.data;

  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('groups.delete'),
      message: t('groups.deleteConfirm', { name: g.merchant_group_name, count: g.merchant_count }),
      confirmLabel: t('groups.delete'),
      danger: true,
    });
    if (ok) await remove.run();
  };

  return (
    <Stack>
      <PageTitle
        title={g.merchant_group_name}
        back={pathTo('/merchantgroups')}
        breadcrumbs={[
          { label: t('groups.title'), to: pathTo('/merchantgroups') },
          { label: g.merchant_group_name },
        ]}
        actions={
          <Group gap="xs">
            {g.default_merchant_group ? <Badge>{t('groups.default')}</Badge> : null}
            {g.terminal_multi_merchant ? <Badge color="grape">{t('groups.multiMerchant')}</Badge> : null}
            {canWrite ? (
              <Button color="red" variant="light" loading={remove.isPending} onClick={() => void onDelete()}>
                {t('groups.delete')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            {t('groups.settings')}
          </Title>
          {canWrite ? (
            <MerchantGroupForm key={g.updated_at} group={g} />
          ) : (
            <Stack gap={4}>
              <Text size="sm">{`${t('fields.project')}: ${g.project_name ?? g.project_id}`}</Text>
              <Text size="sm">{`${t('groups.admin')}: ${g.merchant_admin_name ?? '—'}`}</Text>
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            {t('tabs.history')}
          </Title>
          <HistoryPanel context="merchant_group" recordId={String(g.id)} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <MerchantGroupMembers group={g} canWrite={canWrite} />
      </Paper>
    </Stack>
  );
}
