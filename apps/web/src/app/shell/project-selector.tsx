import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectProject, useSelectedProjectChoice } from '../../shared/lib/project/selected-project';
import { useProjectOptions } from './use-project-options';

/**
 * Project selector of multi-project users (spec core §2.3): searchable, clearable, at most
 * 250px wide. The choice is kept per user and scopes every list.
 */
export default function ProjectSelector() {
  const { t } = useTranslation('shell');
  const { data = [], isLoading, isSuccess } = useProjectOptions(true);
  const choice = useSelectedProjectChoice();

  useEffect(() => {
    if (isSuccess && choice && !data.some((option) => option.value === String(choice.value)))
      selectProject(null);
  }, [isSuccess, choice, data]);

  return (
    <Select
      aria-label={t('project.label')}
      placeholder={t('project.placeholder')}
      nothingFoundMessage={t('project.nothingFound')}
      data={data}
      value={choice ? String(choice.value) : null}
      onChange={(value, option) =>
        selectProject(value && option ? { value: Number(value), text: option.label } : null)
      }
      searchable
      clearable
      disabled={isLoading}
      maw={250}
      miw={120}
      w="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
