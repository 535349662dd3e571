import { Alert, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@mentor/contract';
import type { ProjectDetail } from '@mentor/contract/projects';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { fieldErrors } from '../api/field-errors';
import { downloadCertificate, useUploadCertificate } from '../api/project-api';
import { HistoryPanel } from '../../../shared/ui/history-panel';

/** The project's client certificate: summary with expiry warning, upload of a new pair (with a code), export. */
export function CertificateTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const upload = useUploadCertificate(project.id);
  const [crt, setCrt] = useState<File | null>(null);
  const [key, setKey] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const certificate = project.certificate;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!crt || !key) return;
    setErrors({});
    try {
      await upload.mutateAsync({ crt, key });
      notifications.show({ color: 'green', message: t('certificate.uploaded') });
      setCrt(null);
      setKey(null);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  async function exportCertificate() {
    try {
      const blob = await downloadCertificate(project.id);
      if (!(blob instanceof Blob)) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `project-${project.id}.crt`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('certificate.current')}</Title>
          {certificate ? (
            <>
              {certificate.expired ? (
                <Alert color="red" role="alert">
                  {t('certificate.expired')}
                </Alert>
              ) : certificate.expiring_soon ? (
                <Alert color="yellow" role="alert">
                  {t('certificate.expiringSoon', { days: certificate.days_to_expiry })}
                </Alert>
              ) : null}
              <List spacing={4}>
                <List.Item>
                  {t('certificate.subject')}: {certificate.subject}
                </List.Item>
                <List.Item>
                  {t('certificate.issuer')}: {certificate.issuer}
                </List.Item>
                <List.Item>
                  {t('certificate.validFrom')}: {formatDateTime(certificate.valid_from)}
                </List.Item>
                <List.Item>
                  {t('certificate.validTo')}: {formatDateTime(certificate.valid_to)}
                </List.Item>
                <List.Item>
                  {t('certificate.fingerprint')}:{' '}
                  <Text span ff="monospace" size="xs">
                    {certificate.fingerprint256}
                  </Text>
                </List.Item>
              </List>
              <Group>
                <Button variant="light" onClick={() => void exportCertificate()}>
                  {t('certificate.export')}
                </Button>
              </Group>
            </>
          ) : (
            <Text c="dimmed">{t('certificate.none')}</Text>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Title order={4}>{t('certificate.upload')}</Title>
            <FileInput
              label={t('certificate.crtFile')}
              accept=".crt,.pem,.cer,.der"
              value={crt}
              onChange={setCrt}
              clearable
              error={errors.crt_file}
            />
            <FileInput
              label={t('certificate.keyFile')}
              accept=".key,.pem,.der"
              value={key}
              onChange={setKey}
              clearable
              error={errors.key_file}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!crt || !key} loading={upload.isPending}>
                {t('certificate.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <HistoryPanel context="project_certificate" recordId={String(project.id)} />
    </Stack>
  );
}
