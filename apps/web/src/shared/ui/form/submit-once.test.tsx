import { Button } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../test/render';
import { ApiError } from '../../lib/api';
import { createHttpClient } from '../../lib/api/http-client';
import { confirmAction } from '../confirm-dialog';
import { askReason } from '../reason-fields';
import { FormTextInput } from './form-fields';
import { SchemaForm } from './schema-form';
import { useConfirmedMutation } from './use-confirmed-mutation';
import { useSchemaForm } from './use-schema-form';

const planSchema = z.object({ name: z.string().trim().min(1, 'Informe o nome') });
type Plan = z.output<typeof planSchema>;

/** A client whose answers the test decides, recording every request with its key. */
function fakeServer() {
  const sent: Array<{ method: string; url: string; key: string | null; body: unknown }> = [];
  const answers: Array<() => Response> = [];
  const release: Array<() => void> = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      url: String(url),
      key: headers.get('Idempotency-Key'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    // Each answer waits until the test lets it go, so that clicks land while it is in flight.
    await new Promise<void>((resolve) => release.push(resolve));
    const answer = answers.shift();
    return answer
      ? answer()
      : new Response(JSON.stringify({ id: sent.length }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
  });
  const client = createHttpClient({
    baseUrl: () => '/api',
    headers: () => ({}),
    getAccessToken: () => 'token',
    onUnauthorized: () => undefined,
    otpHeader: () => 'x-otp',
    confirmOtp: (send) => send('123456'),
    fetch: fetchMock,
  });
  const failNext = () =>
    answers.push(
      () =>
        new Response(JSON.stringify({ message: 'Serviço indisponível.' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
  const releaseAll = () => {
    for (const go of release.splice(0)) go();
  };
  return { client, sent, failNext, releaseAll };
}

function PlanForm({ server }: { server: ReturnType<typeof fakeServer> }) {
  const form = useSchemaForm(planSchema, { defaultValues: { name: '' } });
  const save = useConfirmedMutation({
    form,
    mutationFn: (plan: Plan) => server.client.post('/v1/sales_plan', plan),
  });
  return (
    <SchemaForm form={form} onSubmit={(plan) => void save.run(plan)}>
      <FormTextInput control={form.control} name="name" label="Nome" />
      <Button type="submit" loading={save.isPending}>
        Salvar
      </Button>
    </SchemaForm>
  );
}

function renderPlanForm() {
  const server = fakeServer();
  const queries = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queries}>
      <PlanForm server={server} />
    </QueryClientProvider>,
  );
  return server;
}

describe('every change is sent once', () => {
  it('sends one request for a double click on submit, with an Idempotency-Key', async () => {
    const server = renderPlanForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Plano A' } });
    const submit = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    // The button is locked while the request runs; more clicks send nothing.
    await waitFor(() => expect(submit).toBeDisabled());
    fireEvent.click(submit);
    server.releaseAll();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ method: 'POST', body: { name: 'Plano A' } });
    expect(server.sent[0]?.key).toMatch(/^[\w-]{16,}\.0$/);
  });

  it('keeps the key when the same values are sent again after a failure, and changes it after an edit or a success', async () => {
    const server = renderPlanForm();
    const name = screen.getByRole('textbox', { name: 'Nome' });
    const submit = screen.getByRole('button', { name: 'Salvar' });
    const sendAndAnswer = async (count: number) => {
      fireEvent.click(submit);
      await waitFor(() => expect(server.sent).toHaveLength(count));
      server.releaseAll();
      await waitFor(() => expect(submit).toBeEnabled());
    };

    fireEvent.change(name, { target: { value: 'Plano B' } });
    server.failNext();
    await sendAndAnswer(1);
    await sendAndAnswer(2);
    // The retry of the failed submission is the same intent: the server acts on it once.
    expect(server.sent[1]?.key).toBe(server.sent[0]?.key);

    await sendAndAnswer(3);
    // After a success the same values are a new intent (a second plan on purpose).
    expect(server.sent[2]?.key).not.toBe(server.sent[1]?.key);

    server.failNext();
    await sendAndAnswer(4);
    fireEvent.change(name, { target: { value: 'Plano C' } });
    await sendAndAnswer(5);
    // An edited form is another request.
    expect(server.sent[4]?.key).not.toBe(server.sent[3]?.key);
    expect(server.sent.map((s) => s.body)).toEqual([
      { name: 'Plano B' },
      { name: 'Plano B' },
      { name: 'Plano B' },
      { name: 'Plano B' },
      { name: 'Plano C' },
    ]);
  });
});

describe('the API client', () => {
  it('sends a key on changes only, the same one when a refused code is retried', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    const client = createHttpClient({
      baseUrl: () => '/api',
      headers: () => ({}),
      getAccessToken: () => 'token',
      onUnauthorized: () => undefined,
      otpHeader: () => 'x-otp',
      // The operator types a wrong code first, then the right one.
      confirmOtp: async (send) => {
        try {
          return await send('000000');
        } catch {
          return send('123456');
        }
      },
      fetch: async (_url, init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        calls += 1;
        if (calls === 1) {
          return new Response(JSON.stringify({ message: 'Código OTP inválido ou expirado.' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          });
        }
        return new Response(null, { status: 204 });
      },
    });
    await client.delete('/v1/payment/7', { otp: true, body: { reason_code: 'OTHER' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await client.get('/v1/payment/7').catch((error: unknown) => error instanceof ApiError);
    expect(keys[2]).toBeNull();
  });
});

describe('confirmations', () => {
  it('opens one reason dialog for a double click on the action, and both clicks get its answer', async () => {
    renderWithProviders(<div />);
    const asked: Array<Promise<unknown>> = [];
    const ask = () =>
      askReason({ title: 'Excluir pagamento', message: 'Excluir 1 pagamento?', confirmLabel: 'Excluir' });
    act(() => {
      asked.push(ask(), ask());
    });
    await screen.findByRole('dialog', { name: 'Excluir pagamento' });
    expect(screen.getAllByRole('dialog', { name: 'Excluir pagamento' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(Promise.all(asked)).resolves.toEqual([null, null]);
  });

  it('opens one confirmation for a double click on the action', async () => {
    renderWithProviders(<div />);
    const asked: Array<Promise<boolean>> = [];
    act(() => {
      asked.push(
        confirmAction({ title: 'Remover restrição', message: 'Remover?' }),
        confirmAction({ title: 'Remover restrição', message: 'Remover?' }),
      );
    });
    await screen.findByRole('dialog', { name: 'Remover restrição' });
    expect(screen.getAllByRole('dialog', { name: 'Remover restrição' })).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await expect(Promise.all(asked)).resolves.toEqual([true, true]);
  });
});
