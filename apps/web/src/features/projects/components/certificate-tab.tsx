import { Alert, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, validationMessages } from '@mentor/contract';
import type { ProjectDetail } from '@mentor/contract/projects';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useShowError } from '../../../shared/ui/error-feedback';
import { FormField, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { downloadCertificate, useUploadCertificate } from '../api/project-api';

/** The two files of a certificate upload; the server checks that they are a valid pair. */
const certificateUploadSchema = z.object({
  crt: z.instanceof(File, { error: validationMessages.required('Certificado') }),
  key: z.instanceof(File, { error: validationMessages.required('Chave privada') }),
});
const EMPTY = {};
/** The multipart parts the server names in its errors. */
const FIELD_OF_PART: Record<string, string> = { crt_file: 'crt', key_file: 'key' };

/** The project's client certificate: summary with expiry warning, upload of a new pair (with a code), export. */
export function CertificateTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const showError = useShowError();
  const form = useSchemaForm(certificateUploadSchema, { defaultValues: EMPTY });
  const upload = useUploadCertificate(project.id, {
    form,
    success: t('certificate.uploaded'),
    onSuccess: () => form.reset(EMPTY),
    fields: ['crt', 'key'],
    mapField: (key) => FIELD_OF_PART[key] ?? null,
  });
  const certificate = project.certificate;

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
      showError(error);
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
        <SchemaForm form={form} onSubmit={(files) => void upload.run(files)}>
          <Stack>
            <Title order={4}>{t('certificate.upload')}</Title>
            <FormField
              control={form.control}
              name="crt"
              render={({ value, onChange, ...field }) => (
                <FileInput
                  {...field}
                  label={t('certificate.crtFile')}
                  accept=".crt,.pem,.cer,.der"
                  value={value instanceof File ? value : null}
                  onChange={(file) => onChange(file ?? undefined)}
                  clearable
                />
              )}
            />
            <FormField
              control={form.control}
              name="key"
              render={({ value, onChange, ...field }) => (
                <FileInput
                  {...field}
                  label={t('certificate.keyFile')}
                  accept=".key,.pem,.der"
                  value={value instanceof File ? value : null}
                  onChange={(file) => onChange(file ?? undefined)}
                  clearable
                />
              )}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={upload.isPending}>
                {t('certificate.send')}
              </Button>
            </Group>
          </Stack>
        </SchemaForm>
      </Card>
      <HistoryPanel context="project_certificate" recordId={String(project.id)} />
    </Stack>
  );
}
