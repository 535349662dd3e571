import { lookups } from '@mentor/contract/lookups-endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { mainApi } from '../../lib/api';
import { BankName } from './bank-name';

const banks = [
  { bank_code: '001', bank_name: 'Banco do Brasil S.A.', ispb: '00000000' },
  { bank_code: '341', bank_name: 'Itaú Unibanco S.A.', ispb: '60701190' },
];

function renderCodes(codes: (string | null)[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      {codes.map((code, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
        <p key={i} data-testid={`bank-${i}`}>
          <BankName code={code} />
        </p>
      ))}
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BankName', () => {
  it("shows 'code - name' from the bank list, fetched once for every label", async () => {
    const request = vi.spyOn(mainApi, 'request').mockResolvedValue(banks);
    renderCodes(['341', '60701190', '077', null]);
    expect(await screen.findAllByText('341 - Itaú Unibanco S.A.')).toHaveLength(2);
    expect(screen.getByTestId('bank-0')).toHaveTextContent('341 - Itaú Unibanco S.A.');
    expect(screen.getByTestId('bank-1')).toHaveTextContent('341 - Itaú Unibanco S.A.');
    expect(screen.getByTestId('bank-2')).toHaveTextContent('077 - ...');
    expect(screen.getByTestId('bank-3')).toHaveTextContent('—');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['GET', lookups.listBanks.path]);
  });

  it("keeps the code with '...' while the list has not arrived", () => {
    vi.spyOn(mainApi, 'request').mockReturnValue(new Promise(() => undefined));
    renderCodes(['001']);
    expect(screen.getByTestId('bank-0')).toHaveTextContent('001 - ...');
  });
});
