import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import { RouteTabs } from './route-tabs';

function Screen() {
  return (
    <RouteTabs
      tabs={[
        { value: 'data', label: 'Dados', panel: <p>panel:data</p> },
        { value: 'plans', label: 'Planos', panel: <p>panel:plans</p> },
      ]}
    />
  );
}

describe('RouteTabs', () => {
  it('opens the tab the address names, mounts only its panel, and writes the chosen tab to the address', async () => {
    const { router } = renderAtUrl(() => <Screen />, '/merchants/7?tab=plans', { path: '/merchants/$id' });
    expect(await screen.findByText('panel:plans')).toBeInTheDocument();
    expect(screen.queryByText('panel:data')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Dados' }));
    expect(await screen.findByText('panel:data')).toBeInTheDocument();
    // The first tab is the default and leaves the address clean.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
