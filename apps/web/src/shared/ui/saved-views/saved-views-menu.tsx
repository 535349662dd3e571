import { ActionIcon, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SavedView } from '@mentor/contract/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../lib/api';
import { useShowError } from '../error-feedback/use-show-error';
import { onDemand } from '../on-demand';
import { createSavedView, deleteSavedView, listSavedViews, savedViewKeys } from './saved-views-api';

// The naming dialog (and its form) mounts the first time it is asked for, not with every list.
const SaveViewModal = onDemand(
  () => import('./save-view-modal').then((m) => m.SaveViewModal),
  (props) => props.opened,
);

export interface SavedViewsMenuProps {
  /** The screen's route pattern, e.g. '/financial/transactions'. */
  screen: string;
  /** The list's current URL state (filters, sort, page size) to save. */
  currentQuery: Record<string, unknown>;
  /** Applies a saved view's state (usually by navigating with it as search params). */
  onApply: (query: Record<string, unknown>) => void;
  /** The signed-in username, to tell own views from the team's. */
  username: string;
}

/**
 * Named filter views of a screen, kept on the server: the user's own and those teammates
 * shared. Plugs into the filter panel's `savedViews` slot.
 */
export function SavedViewsMenu({ screen, currentQuery, onApply, username }: SavedViewsMenuProps) {
  const { t } = useTranslation('kit');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [isModalOpen, setModalOpen] = useState(false);
  const views = useQuery({
    queryKey: savedViewKeys.screen(screen),
    queryFn: ({ signal }) => listSavedViews(screen, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.screen(screen) });
  const save = useMutation({
    mutationFn: ({ name, shared }: { name: string; shared: boolean }) =>
      createSavedView({ screen, name, shared, query: currentQuery }),
    onSuccess: async (view) => {
      setModalOpen(false);
      notifications.show({
        color: 'green',
        message: t('savedViews.saved', 'Visão "{{name}}" salva.', { name: view.name }),
      });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteSavedView(view.id),
    onSuccess: refresh,
    onError: (error) => showError(error),
  });

  const list = views.data ?? [];
  return (
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" size="xs" loading={views.isLoading}>
            {t('savedViews.title', 'Visões salvas')}
            {list.length > 0 ? ` (${list.length})` : ''}
          </Button>
        </Menu.Target>
        <Menu.Dropdown miw={260}>
          {views.isError ? (
            <Menu.Label c="red">
              {t('savedViews.loadFailed', 'Falha ao carregar as visões salvas.')}
            </Menu.Label>
          ) : list.length === 0 ? (
            <Menu.Label>{t('savedViews.empty', 'Nenhuma visão salva para esta tela.')}</Menu.Label>
          ) : (
            list.map((view) => (
              <Menu.Item
                key={view.id}
                onClick={() => onApply(view.query)}
                rightSection={
                  view.owner === username ? (
                    <ActionIcon
                      component="span"
                      role="button"
                      tabIndex={0}
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('savedViews.delete', 'Excluir visão {{name}}', { name: view.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        remove.mutate(view);
                      }}
                      onKeyDown={(event) => {
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        event.preventDefault();
                        event.stopPropagation();
                        remove.mutate(view);
                      }}
                    >
                      ×
                    </ActionIcon>
                  ) : (
                    <Badge size="xs" variant="light">
                      {t('savedViews.sharedBy', 'de {{owner}}', { owner: view.owner })}
                    </Badge>
                  )
                }
              >
                <Text size="sm">
                  {view.name}
                  {view.shared && view.owner === username
                    ? ` · ${t('savedViews.shared', 'compartilhada')}`
                    : ''}
                </Text>
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => setModalOpen(true)}>
            {t('savedViews.saveCurrent', 'Salvar visão atual...')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SaveViewModal
        opened={isModalOpen}
        isSaving={save.isPending}
        error={save.isError ? errorView(save.error).message : null}
        onClose={() => setModalOpen(false)}
        onSave={(name, shared) => save.mutate({ name, shared })}
      />
    </Group>
  );
}
