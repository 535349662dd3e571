import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REGULATORY_FILE_ERROR, regulatoryFileName } from '@mentor/contract/pix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { PageTitle } from '../../../shared/ui/page-title';
import { downloadRegulatoryFile } from '../api/download-regulatory-file';

const FIRST_YEAR = 2020;

function previousMonth(now: Date): { month: number; year: number } {
  const month = now.getMonth();
  return month === 0 ? { month: 12, year: now.getFullYear() - 1 } : { month, year: now.getFullYear() };
}

/** Generates the monthly regulatory file of infractions and refunds and downloads it. */
export default function RegulatoryFilePage() {
  const { t } = useTranslation('pix');
  const initial = previousMonth(new Date());
  const [month, setMonth] = useState<string | null>(String(initial.month));
  const [year, setYear] = useState<string | null>(String(initial.year));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const currentYear = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: t(`months.${i + 1}`),
  }));
  const years = Array.from({ length: currentYear - FIRST_YEAR + 1 }, (_, i) => String(currentYear - i));

  const generate = async () => {
    if (!month || !year) return;
    setBusy(true);
    setProblem(null);
    try {
      const fileName = await downloadRegulatoryFile(Number(month), Number(year));
      notifications.show({ color: 'green', message: t('regulatory.downloaded', { fileName }) });
    } catch (error) {
      setProblem(errorView(error, REGULATORY_FILE_ERROR).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageTitle title={t('regulatory.title')} />
      <Paper withBorder p="md">
        <Stack>
          <Text size="sm">{t('regulatory.intro')}</Text>
          <Group align="flex-end">
            <Select
              label={t('regulatory.month')}
              data={months}
              value={month}
              onChange={setMonth}
              allowDeselect={false}
            />
            <Select
              label={t('regulatory.year')}
              data={years}
              value={year}
              onChange={setYear}
              allowDeselect={false}
            />
            <Button onClick={() => void generate()} loading={busy} disabled={!month || !year}>
              {t('regulatory.generate')}
            </Button>
          </Group>
          {month && year ? (
            <Text size="xs" c="dimmed">
              {t('regulatory.fileName', { fileName: regulatoryFileName(Number(month), Number(year)) })}
            </Text>
          ) : null}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
