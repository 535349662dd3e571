import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useJobEnd } from './use-job-end';
import { useRefreshCount } from './use-refresh-count';

interface Run {
  id: number;
  status: 'PROCESSING' | 'FINISHED' | 'FAILED';
}

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function Rates({
  run,
  readRates,
  onEnd,
}: {
  run: Run | undefined;
  readRates: () => string;
  onEnd: () => void;
}) {
  const rates = useQuery({ queryKey: ['plans', 'sales'], queryFn: async () => readRates() });
  useJobEnd({
    job: run,
    jobId: run?.id ?? null,
    isRunning: (job) => job.status === 'PROCESSING',
    invalidate: [['plans']],
    onEnd,
  });
  return <p>{rates.data ?? '…'}</p>;
}

function Wrapper({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useJobEnd', () => {
  it("reads the area's lists again once when the job ends, not while it runs", async () => {
    const queryClient = client();
    let rate = '1,99%';
    const readRates = vi.fn(() => rate);
    const onEnd = vi.fn();
    const view = render(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 3, status: 'PROCESSING' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    expect(await screen.findByText('1,99%')).toBeInTheDocument();
    // The run is still going: nothing is read again.
    view.rerender(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 3, status: 'PROCESSING' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    expect(readRates).toHaveBeenCalledTimes(1);

    rate = '2,15%';
    view.rerender(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 3, status: 'FINISHED' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    expect(await screen.findByText('2,15%')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);

    // Polls of the ended run do not refresh again.
    view.rerender(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 3, status: 'FINISHED' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readRates).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('refreshes for a job already ended at its first read, and for each new job', async () => {
    const queryClient = client();
    const readRates = vi.fn(() => 'x');
    const onEnd = vi.fn();
    const view = render(
      <Wrapper queryClient={queryClient}>
        <Rates run={undefined} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    await waitFor(() => expect(readRates).toHaveBeenCalledTimes(1));
    view.rerender(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 4, status: 'FAILED' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    await waitFor(() => expect(readRates).toHaveBeenCalledTimes(2));
    view.rerender(
      <Wrapper queryClient={queryClient}>
        <Rates run={{ id: 5, status: 'FINISHED' }} readRates={readRates} onEnd={onEnd} />
      </Wrapper>,
    );
    await waitFor(() => expect(readRates).toHaveBeenCalledTimes(3));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});

function Count({ prefix }: { prefix: readonly unknown[] }) {
  return <output>{useRefreshCount(prefix)}</output>;
}

describe('useRefreshCount', () => {
  it('starts at 0 and counts each refresh of its area, not of others', async () => {
    const queryClient = client();
    render(
      <Wrapper queryClient={queryClient}>
        <Count prefix={['plans']} />
      </Wrapper>,
    );
    const output = screen.getByRole('status');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(output).toHaveTextContent('0');
    await act(() => queryClient.invalidateQueries({ queryKey: ['merchants'] }));
    expect(output).toHaveTextContent('0');
    await act(() => queryClient.invalidateQueries({ queryKey: ['plans'] }));
    await waitFor(() => expect(output).toHaveTextContent('1'));
    await act(() => queryClient.invalidateQueries({ queryKey: ['plans'] }));
    await waitFor(() => expect(output).toHaveTextContent('2'));
  });
});
