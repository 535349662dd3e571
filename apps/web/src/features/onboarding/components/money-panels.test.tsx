import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import enOnboarding from '../../../locales/en/onboarding.json';
import ptOnboarding from '../../../locales/pt-BR/onboarding.json';
import { backofficeApi } from '../../../shared/lib/api';
import { LimitsPanel } from './money-panels';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const backofficeApi = { ...actual.backofficeApi, get: vi.fn() };
  return { ...actual, backofficeApi, api: endpointClientOverVerbs(actual.mainApi, backofficeApi) };
});

const get = vi.mocked(backofficeApi.get);

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue([
    {
      limitType: 'PIX_NOTURNO',
      previousAmount: 100_000,
      newAmount: 50_000,
      changedBy: 'financeiro',
      createdAt: '2026-11-15T13:00:00Z',
    },
    {
      limitType: 'PIX_DIURNO',
      previousAmount: 100_000,
      newAmount: 500_000,
      changedBy: 'financeiro',
      createdAt: '2026-10-16T13:00:00Z',
    },
    {
      limitType: 'SAQUE_24H',
      previousAmount: 0,
      newAmount: 10_000,
      changedBy: 'financeiro',
      createdAt: '2026-10-01T13:00:00Z',
    },
  ]);
});

function renderAt(url: string, language: 'pt-BR' | 'en') {
  renderAtUrl(() => <LimitsPanel wl="wl-1" account="acc-1" />, url, {
    language,
    bundles: { 'pt-BR': { onboarding: ptOnboarding }, en: { onboarding: enOnboarding } },
  });
}

const limitCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('limits history', () => {
  it('names each limit type by its label in the screen language, not by its code', async () => {
    renderAt('/onboarding/acc-1/wl-1', 'pt-BR');
    await screen.findByText('Pix noturno');
    expect(limitCells()).toEqual(['Pix noturno', 'Pix diurno', 'SAQUE_24H']);
    expect(screen.queryByText('PIX_DIURNO')).not.toBeInTheDocument();
  });

  it('uses the English labels under /en', async () => {
    renderAt('/en/onboarding/acc-1/wl-1', 'en');
    await screen.findByText('Pix (night-time)');
    expect(limitCells()).toEqual(['Pix (night-time)', 'Pix (daytime)', 'SAQUE_24H']);
  });
});
