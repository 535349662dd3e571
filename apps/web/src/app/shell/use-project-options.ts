import { notifications } from '@mantine/notifications';
import { projectListSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/api/error-message';
import { mainApi } from '../../shared/lib/api/main-api';

export interface ProjectOption {
  value: string;
  label: string;
}

export const projectOptionsQueryKey = ['projects', 'options'] as const;

async function fetchProjectOptions(signal: AbortSignal): Promise<ProjectOption[]> {
  const page = await mainApi.get('/v1/project', {
    query: { sortBy: 'trade', perPage: 1000 },
    schema: projectListSchema,
    signal,
  });
  return page.data.map((project) => ({ value: String(project.id), label: project.trade }));
}

/**
 * Project options of the top bar (spec core §2.3), loaded for multi-project users only. A
 * failure shows the toast 'Falha ao carregar Projetos. (Err: {message})'.
 */
export function useProjectOptions(enabled: boolean) {
  const { t } = useTranslation('shell');
  const query = useQuery({
    queryKey: projectOptionsQueryKey,
    queryFn: ({ signal }) =>
      fetchProjectOptions(signal).catch((error: unknown) => {
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
  return query;
}
