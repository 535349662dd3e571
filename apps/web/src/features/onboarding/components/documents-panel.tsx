import { Button, Card, FileInput, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_DOCUMENT_TYPES, formatDateTimeSeconds } from '@mentor/contract';
import { type AccountDocument, ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEnumLabel } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { downloadBlob } from '../../../shared/ui/download';
import { FormModal, FormTextarea, useSchemaForm } from '../../../shared/ui/form';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { StatusChip } from '../../../shared/ui/status-chip';
import {
  fetchDocumentFile,
  useCommentDocument,
  useDeleteDocument,
  useDocumentImage,
  useDocumentStatus,
  useDocuments,
  useUploadDocument,
} from '../api/use-documents';

const commentSchema = (t: TFunction) =>
  z.object({ comment: z.string().trim().min(1, t('validation.comment')).max(2000) });

function Preview({
  account,
  document,
  deleted,
}: {
  account: string;
  document: AccountDocument;
  deleted: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const label = useEnumLabel();
  const image = useDocumentImage(
    account,
    document.mimeType.startsWith('image/') ? document.uuid : null,
    deleted,
  );
  if (!document.mimeType.startsWith('image/')) return <Text size="sm">{t('documentsUi.pdf')}</Text>;
  if (image.isError) return <Text c="red.8">{ONBOARDING_MESSAGES.downloadFailed}</Text>;
  if (!image.url) return <LoaderBox />;
  return (
    <Image
      src={image.url}
      alt={t('documentsUi.preview', { type: label(ACCOUNT_DOCUMENT_TYPES, document.documentType) })}
      h={140}
      fit="contain"
    />
  );
}

/** Asks a comment (reproving, or a plain comment) and runs the given call with it. */
function CommentModal({
  title,
  opened,
  onClose,
  onSubmit,
  pending,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (comment: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const schema = useMemo(() => commentSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { comment: '' } });
  const dismiss = () => {
    form.reset({ comment: '' });
    onClose();
  };
  return (
    <FormModal
      form={form}
      opened={opened}
      title={title}
      onDismiss={dismiss}
      onSubmit={async (input) => {
        const done = await onSubmit(input.comment);
        if (done !== undefined) dismiss();
      }}
      submitLabel={t('actions.confirm')}
      cancelLabel={t('actions.cancel')}
      pending={pending}
    >
      <FormTextarea
        control={form.control}
        name="comment"
        label={t('fields.comment')}
        autosize
        minRows={3}
        withAsterisk
      />
    </FormModal>
  );
}

/** The documents of a pre-account: preview, review status, comments, download, delete, upload. */
export function DocumentsPanel({ account, deleted = false }: { account: string; deleted?: boolean }) {
  const { t } = useTranslation('onboarding');
  const label = useEnumLabel();
  const documents = useDocuments(account, deleted);
  const [reproving, setReproving] = useState<string | null>(null);
  const [commenting, setCommenting] = useState<string | null>(null);
  const [uploadType, setUploadType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const status = useDocumentStatus({ success: ONBOARDING_MESSAGES.documentStatusChanged });
  const comment = useCommentDocument({ success: t('documentsUi.commented') });
  const remove = useDeleteDocument({ success: ONBOARDING_MESSAGES.documentDeleted });
  const upload = useUploadDocument({
    success: t('documentsUi.uploaded'),
    onSuccess: () => {
      setFile(null);
      setUploadType(null);
    },
  });

  if (documents.isLoading) return <LoaderBox />;
  if (documents.isError) {
    return (
      <Group>
        <Text c="red.8">{ONBOARDING_MESSAGES.documentsFailed}</Text>
        <Button variant="default" size="xs" onClick={() => void documents.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  const list = documents.data ?? [];
  const types = [...new Set(list.map((d) => d.documentType))];

  const download = async (document: AccountDocument) => {
    try {
      downloadBlob(await fetchDocumentFile(account, document.uuid, deleted), document.fileName);
    } catch {
      notifications.show({ color: 'red', message: ONBOARDING_MESSAGES.downloadFailed });
    }
  };

  return (
    <Stack>
      {list.length === 0 ? <Text c="dimmed">{t('review.noDocuments')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.map((document) => (
          <Card
            key={document.uuid}
            withBorder
            padding="sm"
            aria-label={label(ACCOUNT_DOCUMENT_TYPES, document.documentType)}
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{label(ACCOUNT_DOCUMENT_TYPES, document.documentType)}</Text>
                <StatusChip code={document.status} family="accountDocumentStatus" />
              </Group>
              <Preview account={account} document={document} deleted={deleted} />
              <Text size="xs" c="dimmed">
                {document.fileName} · {formatDateTimeSeconds(document.createdAt)}
              </Text>
              {document.comments.map((c) => (
                <Text key={`${c.createdAt}-${c.comment}`} size="sm">
                  <b>{c.name}</b> ({formatDateTimeSeconds(c.createdAt)}): {c.comment}
                </Text>
              ))}
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void download(document)}>
                  {t('actions.download')}
                </Button>
                {deleted ? null : (
                  <>
                    <Button
                      size="xs"
                      disabled={document.status === 'APPROVED'}
                      onClick={() => void status.run({ account, uuid: document.uuid, status: 'APPROVED' })}
                    >
                      {t('actions.approveDocument')}
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => setReproving(document.uuid)}>
                      {t('actions.reproveDocument')}
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setCommenting(document.uuid)}>
                      {t('actions.comment')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={async () => {
                        if (
                          await confirmAction({
                            title: t('actions.delete'),
                            message: document.fileName,
                            danger: true,
                          })
                        ) {
                          await remove.run(document.uuid);
                        }
                      }}
                    >
                      {t('actions.delete')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {deleted ? null : (
        <Group align="flex-end">
          <Select
            label={t('fields.documentType')}
            data={(types.length ? types : ACCOUNT_DOCUMENT_TYPES.values).map((value) => ({
              value,
              label: label(ACCOUNT_DOCUMENT_TYPES, value),
            }))}
            value={uploadType}
            onChange={setUploadType}
            w={220}
          />
          <FileInput
            label={t('documentsUi.uploadTitle')}
            accept="image/png,image/jpeg,application/pdf"
            value={file}
            onChange={setFile}
            w={260}
            clearable
          />
          <Button
            disabled={!file || !uploadType}
            loading={upload.isPending}
            onClick={() =>
              void (file && uploadType && upload.run({ account, documentType: uploadType, file }))
            }
          >
            {t('actions.upload')}
          </Button>
        </Group>
      )}
      <CommentModal
        title={t('documentsUi.reproveTitle')}
        opened={reproving !== null}
        onClose={() => setReproving(null)}
        pending={status.isPending}
        onSubmit={(text) =>
          status.run({ account, uuid: reproving ?? '', status: 'REPROVED', comments: text })
        }
      />
      <CommentModal
        title={t('documentsUi.commentTitle')}
        opened={commenting !== null}
        onClose={() => setCommenting(null)}
        pending={comment.isPending}
        onSubmit={(text) => comment.run({ account, uuid: commenting ?? '', comment: text })}
      />
    </Stack>
  );
}
