import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../shared/lib/api';

/** The cache key of the project options (`projectOptions.queryKey`, shared with the lists' filters). */
export const PROJECT_OPTIONS_KEY = ['projects', 'options'] as const;

/**
 * Project options of the top bar (spec core §2.3), loaded for multi-project users only, from
 * the same cache the lists' project filters read. The option sources' code (and the API
 * client under it) is fetched with the first load, not with the frame. A failure shows the
 * toast 'Falha ao carregar Projetos. (Err: {message})'.
 */
export function useProjectOptions(enabled: boolean) {
  const { t } = useTranslation('shell');
  return useQuery({
    queryKey: PROJECT_OPTIONS_KEY,
    queryFn: ({ signal }) =>
      import('../../shared/lib/options')
        .then(({ projectOptions }) => projectOptions.load(signal))
        .catch((error: unknown) => {
          // One toast per failure, however many parts of the frame asked for the options.
          notifications.show({
            id: 'project-options-failed',
            color: 'red',
            title: t('project.loadFailedTitle'),
            message: t('project.loadFailed', { message: errorView(error).message }),
          });
          throw error;
        }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
