import { describe, expect, it, vi } from 'vitest';
import { lookupPostcode } from './lookup-postcode';

const viaCep = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

const answering = (body: unknown, status = 200) =>
  vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }));

describe('lookupPostcode', () => {
  it('maps the service response to an address, stripping the mask', async () => {
    const fetch = answering(viaCep);
    const address = await lookupPostcode('01310-100', { baseUrl: 'https://cep.test/', fetch });
    expect(fetch).toHaveBeenCalledWith('https://cep.test/ws/01310100/json/', {});
    expect(address).toEqual({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310100',
      ibge_city_code: '3550308',
    });
  });

  it('ignores anything but 8 digits and only logs it', async () => {
    const fetch = answering(viaCep);
    const log = vi.fn();
    expect(await lookupPostcode('', { baseUrl: 'x', fetch, log })).toBeNull();
    expect(await lookupPostcode('0131-01', { baseUrl: 'x', fetch, log })).toBeNull();
    expect(log.mock.calls).toEqual([['CEP não informado'], ['CEP inválido: 013101']]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('returns the raw response in raw mode and when the service says erro', async () => {
    expect(await lookupPostcode('01310100', { baseUrl: 'x', fetch: answering(viaCep), raw: true })).toEqual(
      viaCep,
    );
    expect(await lookupPostcode('99999999', { baseUrl: 'x', fetch: answering({ erro: 'true' }) })).toEqual({
      erro: 'true',
    });
  });

  it('gives an error object when the request fails', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await lookupPostcode('01310100', { baseUrl: 'x', fetch: failing })).toEqual({
      error: true,
      message: 'offline',
    });
    expect(await lookupPostcode('01310100', { baseUrl: 'x', fetch: answering({}, 500) })).toEqual({
      error: true,
      message: 'HTTP 500',
    });
  });
});
