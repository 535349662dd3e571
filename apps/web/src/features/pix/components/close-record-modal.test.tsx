import { infractionCloseSchema } from '@mentor/contract/pix';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ptPix from '../../../locales/pt-BR/pix.json';
import { useSchemaForm } from '../../../shared/ui/form';
import { CloseRecordModal } from './close-record-modal';

const RESULTS = [
  { value: 'AGREED', label: 'Concordou' },
  { value: 'DISAGREED', label: 'Discordou' },
];

function Harness({
  uuid,
  run,
  onDismiss,
}: {
  uuid: string | null;
  run: () => Promise<unknown>;
  onDismiss: () => void;
}) {
  const form = useSchemaForm(infractionCloseSchema, { defaultValues: { analysisDetails: '' } });
  return (
    <CloseRecordModal
      uuid={uuid}
      form={form}
      title="Fechar infração"
      results={RESULTS}
      onDismiss={onDismiss}
      close={{ run, isPending: false }}
    >
      <p>campo extra</p>
    </CloseRecordModal>
  );
}

function renderHarness(uuid: string | null) {
  const run = vi.fn(async () => undefined);
  const onDismiss = vi.fn();
  const view = renderWithProviders(<div />);
  view.i18n.addResourceBundle('pt-BR', 'pix', ptPix);
  view.rerender(<Harness uuid={uuid} run={run} onDismiss={onDismiss} />);
  return { run, onDismiss };
}

describe('CloseRecordModal', () => {
  // jsdom has no font loading, which the details' autosize listens to.
  beforeAll(() => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  });

  it('checks the analysis before closing the record it was opened for', async () => {
    const { run } = renderHarness('rec-1');
    const dialog = await screen.findByRole('dialog', { name: 'Fechar infração' });
    expect(dialog).toHaveTextContent('campo extra');

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('O campo Detalhes da análise é obrigatório')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox', { name: /Resultado da análise/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Concordou' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Detalhes da análise/ }), 'Fraude confirmada');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await vi.waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        uuid: 'rec-1',
        input: { analysisResult: 'AGREED', analysisDetails: 'Fraude confirmada' },
      }),
    );
  });

  it("dismisses on 'Voltar'", async () => {
    const { onDismiss } = renderHarness('rec-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays closed without a record', () => {
    renderHarness(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
