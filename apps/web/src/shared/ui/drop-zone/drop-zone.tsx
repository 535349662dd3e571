import { Alert, CloseButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptFromList, DEFAULT_ACCEPT, formatKb } from './accept-types';

/** Multipart field under which an uploaded file is sent (spec core §3.1). */
export const UPLOAD_FIELD = 'selectedFiles';

type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

interface ListedFile {
  file: File;
  status: UploadStatus;
  previewUrl: string | null;
}

/** Props of {@link DropZone}. */
export interface DropZoneProps {
  /** Accepted types as an `accept` list. Default '.pdf,.jpg,.jpeg,.png'. */
  accept?: string;
  /** Several files at once. Default false (single file, uploaded at once). */
  multiple?: boolean;
  /** Called with the listed files whenever the list changes. */
  onChange?: (files: File[]) => void;
  /** Single mode: sends the file at once as multipart field `selectedFiles`. */
  upload?: (formData: FormData) => Promise<unknown>;
  onUploaded?: (result: unknown) => void;
  onUploadError?: (error: unknown) => void;
  /** Maximum size of a file in bytes. */
  maxSize?: number;
  disabled?: boolean;
  /** Text inside the zone; defaults to 'Arraste arquivos aqui ou clique para selecionar'. */
  label?: string;
}

function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size;
}

function previewUrlOf(file: File): string | null {
  return file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;
}

function revokePreview(item: ListedFile) {
  if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

/**
 * File drop zone (spec core §3.1, §5): drag and drop or click, previews with name and size in
 * kb, 'Arquivo já cadastrado!' when a file of the same name and size is already listed. In
 * single mode the file is uploaded at once through `upload`.
 */
export function DropZone({
  accept = DEFAULT_ACCEPT,
  multiple = false,
  onChange,
  upload,
  onUploaded,
  onUploadError,
  maxSize,
  disabled = false,
  label,
}: DropZoneProps) {
  const { t, i18n } = useTranslation('kit');
  const [items, setItems] = useState<ListedFile[]>([]);
  const [alert, setAlert] = useState<string | null>(null);

  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach(revokePreview), []);

  const replaceItems = (next: ListedFile[]) => {
    for (const item of items) if (!next.includes(item)) revokePreview(item);
    setItems(next);
    onChange?.(next.map((item) => item.file));
  };
  const setStatus = (file: File, status: UploadStatus) =>
    setItems((current) => current.map((item) => (item.file === file ? { ...item, status } : item)));

  const sendFile = async (file: File) => {
    if (!upload) return;
    const formData = new FormData();
    formData.append(UPLOAD_FIELD, file);
    setStatus(file, 'uploading');
    try {
      const result = await upload(formData);
      setStatus(file, 'done');
      onUploaded?.(result);
    } catch (error) {
      setStatus(file, 'error');
      onUploadError?.(error);
    }
  };

  const handleDrop = (dropped: File[]) => {
    const fresh = dropped.filter((file) => !items.some((item) => isSameFile(item.file, file)));
    setAlert(fresh.length < dropped.length ? t('dropZone.duplicate', 'Arquivo já cadastrado!') : null);
    if (fresh.length === 0) return;
    if (multiple) {
      replaceItems([
        ...items,
        ...fresh.map((file) => ({ file, status: 'idle' as const, previewUrl: previewUrlOf(file) })),
      ]);
      return;
    }
    const [file] = fresh;
    if (!file) return;
    replaceItems([{ file, status: 'idle', previewUrl: previewUrlOf(file) }]);
    void sendFile(file);
  };
  const handleReject = (rejections: FileRejection[]) => {
    const names = rejections.map((rejection) => rejection.file.name).join(', ');
    setAlert(t('dropZone.rejected', 'Arquivo não permitido: {{names}}', { names }));
  };
  const handleRemove = (file: File) => replaceItems(items.filter((item) => item.file !== file));

  const statusText: Record<UploadStatus, string | null> = {
    idle: null,
    uploading: t('dropZone.uploading', 'Enviando...'),
    done: t('dropZone.uploaded', 'Enviado'),
    error: t('dropZone.uploadFailed', 'Falha no envio'),
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={handleDrop}
        onReject={handleReject}
        accept={acceptFromList(accept)}
        multiple={multiple}
        maxSize={maxSize}
        disabled={disabled}
        inputProps={{ 'aria-label': t('dropZone.inputLabel', 'Selecionar arquivo') }}
      >
        <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
          <Text>{label ?? t('dropZone.label', 'Arraste arquivos aqui ou clique para selecionar')}</Text>
          <Text size="xs" c="dimmed">
            {t('dropZone.accepted', 'Tipos aceitos: {{types}}', { types: accept })}
          </Text>
        </Stack>
      </Dropzone>
      {alert ? (
        <Alert
          color="orange"
          variant="light"
          withCloseButton
          onClose={() => setAlert(null)}
          closeButtonLabel={t('dropZone.dismiss', 'Fechar aviso')}
        >
          {alert}
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <Stack gap={6} component="ul" aria-label={t('dropZone.files', 'Arquivos selecionados')} p={0} m={0}>
          {items.map((item) => (
            <Group
              key={`${item.file.name}-${item.file.size}`}
              component="li"
              gap="sm"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              {item.previewUrl ? (
                <Image src={item.previewUrl} alt="" w={40} h={40} fit="cover" radius="sm" />
              ) : null}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatKb(item.file.size, i18n.language || 'pt-BR')}
                  {statusText[item.status] ? ` · ${statusText[item.status]}` : ''}
                </Text>
              </Stack>
              {item.status === 'uploading' ? <Loader size="xs" aria-hidden /> : null}
              <CloseButton
                aria-label={t('dropZone.remove', 'Remover {{name}}', { name: item.file.name })}
                onClick={() => handleRemove(item.file)}
                disabled={item.status === 'uploading'}
              />
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
