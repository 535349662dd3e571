import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/api/error-message';
import { projectOptions } from '../../shared/lib/options';

/**
 * Project options of the top bar (spec core §2.3), loaded for multi-project users only, from
 * the same cache the lists' project filters read. A failure shows the toast
 * 'Falha ao carregar Projetos. (Err: {message})'.
 */
export function useProjectOptions(enabled: boolean) {
  const { t } = useTranslation('shell');
  return useQuery({
    queryKey: projectOptions.queryKey,
    queryFn: ({ signal }) =>
      projectOptions.load(signal).catch((error: unknown) => {
        // One toast per failure, however many parts of the frame asked for the options.
        notifications.show({
          id: 'project-options-failed',
          color: 'red',
          title: t('project.loadFailedTitle'),
          message: t('project.loadFailed', { message: errorMessage(error) }),
        });
        throw error;
      }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
