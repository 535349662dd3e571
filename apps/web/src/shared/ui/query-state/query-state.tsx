import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorView } from '../../lib/api/error-view';
import { LoaderBox } from '../loader-box';

/** The part of a TanStack query (or several) that {@link QueryState} reads. */
export interface QueryStateSource {
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps {
  /** The query whose loading and error states are shown. */
  query: QueryStateSource;
  /** Title of the error box; defaults to 'Não foi possível carregar os dados'. */
  errorTitle?: string;
  /** Text under the spinner; defaults to the loader's 'Aguarde...'. */
  loadingMessage?: string;
  /** What a record screen says when its record does not exist (the server answered 404). */
  notFound?: string;
  /** The address names no valid record (no id): `notFound` is shown without asking the server. */
  missing?: boolean;
}

/**
 * Loading and error states of a record or panel: the spinner box while the query loads, and on
 * failure the server's message with a 'Tentar novamente' button that fetches again. Renders
 * nothing once data is there (the caller shows it).
 */
export function QueryState({
  query,
  errorTitle,
  loadingMessage,
  notFound,
  missing = false,
}: QueryStateProps) {
  if (notFound && (missing || (isApiError(query.error) && query.error.status === 404))) {
    return (
      <Alert color="yellow" variant="light">
        {notFound}
      </Alert>
    );
  }
  if (query.isLoading) return <LoaderBox message={loadingMessage} />;
  return <QueryError query={query} title={errorTitle} />;
}

/** Props of {@link QueryError}. */
export interface QueryErrorProps {
  /** The query whose failure is shown. */
  query: Pick<QueryStateSource, 'error' | 'refetch'>;
  /** Title of the error box; defaults to 'Não foi possível carregar os dados'. */
  title?: string;
}

/**
 * The failure of a query inside a screen that shows its own loading state (a table, a panel):
 * the server's message with a 'Tentar novamente' button that fetches again. Nothing while the
 * query has not failed.
 */
export function QueryError({ query, title }: QueryErrorProps) {
  const { t } = useTranslation('kit');
  if (!query.error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t('query.errorTitle', 'Não foi possível carregar os dados')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {errorView(query.error).message ||
            t('table.errorDefault', 'Não foi possível completar sua requisição neste momento.')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('table.retry', 'Tentar novamente')}
        </Button>
      </Stack>
    </Alert>
  );
}
