import { Box, Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PageControlsProps = Omit<PaginationProps, 'getItemProps' | 'getControlProps'>;

/**
 * Mantine's page controls with a name on every button ('Página 3', 'Próxima página', ...)
 * inside a labelled navigation landmark: use it wherever a screen pages by hand.
 */
export function PageControls(props: PageControlsProps) {
  const { t } = useTranslation('kit');
  return (
    <Box component="nav" aria-label={t('table.pagination', 'Paginação')}>
      <Pagination
        size="sm"
        {...props}
        getItemProps={(item) => ({ 'aria-label': t('table.goToPage', 'Página {{page}}', { page: item }) })}
        getControlProps={(control) => ({
          'aria-label': {
            first: t('table.firstPage', 'Primeira página'),
            previous: t('table.previousPage', 'Página anterior'),
            next: t('table.nextPage', 'Próxima página'),
            last: t('table.lastPage', 'Última página'),
          }[control],
        })}
      />
    </Box>
  );
}
