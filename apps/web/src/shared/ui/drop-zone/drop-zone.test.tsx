import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { acceptFromList, formatKb } from './accept-types';
import { DropZone, UPLOAD_FIELD } from './drop-zone';

function pdf(name: string, size: number): File {
  return new File(['x'.repeat(size)], name, { type: 'application/pdf' });
}

function fileInput(): HTMLInputElement {
  const input = screen.getByLabelText('Selecionar arquivo');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('DropZone', () => {
  it('uploads a single file at once as multipart field selectedFiles', async () => {
    const upload = vi.fn(async (_data: FormData) => ({ id: 9 }));
    const onUploaded = vi.fn();
    renderWithProviders(<DropZone upload={upload} onUploaded={onUploaded} />);
    const file = pdf('contrato.pdf', 2048);
    await userEvent.upload(fileInput(), file);

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const sent = upload.mock.calls[0]?.[0];
    expect(sent?.get(UPLOAD_FIELD)).toBe(file);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 9 }));
    const list = screen.getByRole('list', { name: 'Arquivos selecionados' });
    expect(within(list).getByText('contrato.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/2 kb/)).toBeInTheDocument();
    expect(within(list).getByText(/Enviado/)).toBeInTheDocument();
  });

  it('takes files dragged and dropped onto the zone', async () => {
    const upload = vi.fn(async (_data: FormData) => null);
    renderWithProviders(<DropZone upload={upload} />);
    const zone = screen.getByText('Arraste arquivos aqui ou clique para selecionar');
    const file = pdf('arrastado.pdf', 4096);
    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, 'dataTransfer', {
      value: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });
    fireEvent(zone, drop);
    expect(await screen.findByText('arrastado.pdf')).toBeInTheDocument();
    await waitFor(() => expect(upload.mock.calls[0]?.[0].get(UPLOAD_FIELD)).toBe(file));
  });

  it('marks a failed upload', async () => {
    const onUploadError = vi.fn();
    renderWithProviders(
      <DropZone
        upload={async () => {
          throw new Error('falhou');
        }}
        onUploadError={onUploadError}
      />,
    );
    await userEvent.upload(fileInput(), pdf('rg.pdf', 10));
    expect(await screen.findByText(/Falha no envio/)).toBeInTheDocument();
    expect(onUploadError).toHaveBeenCalledWith(expect.objectContaining({ message: 'falhou' }));
  });

  it('lists several files, refuses one of the same name and size, and removes on request', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DropZone multiple onChange={onChange} />);
    await userEvent.upload(fileInput(), [pdf('a.pdf', 1536), pdf('b.pdf', 100)]);
    expect(await screen.findByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('1,5 kb')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);

    await userEvent.upload(fileInput(), pdf('a.pdf', 1536));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo já cadastrado!');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
  });

  it('accepts a file with the same name but another size', async () => {
    renderWithProviders(<DropZone multiple />);
    await userEvent.upload(fileInput(), pdf('a.pdf', 10));
    await userEvent.upload(fileInput(), pdf('a.pdf', 20));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses types outside the accept list', async () => {
    renderWithProviders(<DropZone multiple />);
    const exe = new File(['x'], 'setup.exe', { type: 'application/x-msdownload' });
    await userEvent.upload(fileInput(), exe, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe');
    expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).not.toBeInTheDocument();
  });
});

describe('acceptFromList', () => {
  it('maps the default extensions to their MIME types', () => {
    expect(acceptFromList('.pdf,.jpg,.jpeg,.png')).toEqual({
      'application/pdf': ['.pdf'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
  });

  it('keeps MIME types as given and unknown extensions by name', () => {
    expect(acceptFromList('text/csv, .abc')).toEqual({
      'text/csv': [],
      'application/octet-stream': ['.abc'],
    });
  });
});

describe('formatKb', () => {
  it('shows kilobytes with up to two decimals', () => {
    expect(formatKb(1024)).toBe('1 kb');
    expect(formatKb(1300)).toBe('1,27 kb');
  });
});
