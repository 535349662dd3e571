import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import { useTabParam } from './use-tab-param';

const TABS = ['data', 'plans', 'history'] as const;
let choose: (next: string | null) => void = () => {};

function Probe({ keepSearch }: { keepSearch: boolean }) {
  const [tab, setTab] = useTabParam(TABS, { keepSearch });
  choose = setTab;
  return <p>tab:{tab}</p>;
}

function renderAt(url: string, keepSearch = false) {
  return renderAtUrl(() => <Probe keepSearch={keepSearch} />, url, { path: '/' }).router;
}

describe('useTabParam', () => {
  it('reads the tab from the address', async () => {
    renderAt('/?tab=history');
    expect(await screen.findByText('tab:history')).toBeInTheDocument();
  });

  it('falls back to the first tab for an unknown one', async () => {
    renderAt('/?tab=nope');
    expect(await screen.findByText('tab:data')).toBeInTheDocument();
  });

  it("writes the chosen tab, leaves the first one out, and drops the other tab's search", async () => {
    const router = renderAt('/?page=3');
    await screen.findByText('tab:data');
    act(() => choose('plans'));
    expect(await screen.findByText('tab:plans')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ tab: 'plans' });
    act(() => choose('data'));
    expect(await screen.findByText('tab:data')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    act(() => choose('unknown'));
    expect(router.state.location.search).toEqual({});
  });

  it('keeps the rest of the search when asked', async () => {
    const router = renderAt('/?page=3', true);
    await screen.findByText('tab:data');
    act(() => choose('history'));
    expect(await screen.findByText('tab:history')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 3, tab: 'history' });
  });
});
