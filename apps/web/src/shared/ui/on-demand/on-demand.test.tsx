import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { onDemand } from './on-demand';

function Dialog({ opened, name }: { opened: boolean; name: string }) {
  const [count, setCount] = useState(0);
  return opened ? (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  ) : null;
}

describe('onDemand', () => {
  it('fetches the code only when first shown, then keeps the component mounted', async () => {
    const load = vi.fn(async () => Dialog);
    const OnDemandDialog = onDemand(load, (props: { opened: boolean }) => props.opened);
    const view = renderWithProviders(<OnDemandDialog opened={false} name="Novo" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(<OnDemandDialog opened name="Novo" />);
    const button = await screen.findByRole('button', { name: 'Novo 0' });
    expect(load).toHaveBeenCalledTimes(1);
    button.click();
    expect(await screen.findByRole('button', { name: 'Novo 1' })).toBeInTheDocument();

    // Closed and opened again: the same instance (its state kept), no second fetch.
    view.rerender(<OnDemandDialog opened={false} name="Novo" />);
    expect(screen.queryByRole('button')).toBeNull();
    view.rerender(<OnDemandDialog opened name="Novo" />);
    expect(await screen.findByRole('button', { name: 'Novo 1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be fetched ahead of the first show, once', async () => {
    const load = vi.fn(async () => Dialog);
    const OnDemandDialog = onDemand(load, (props: { opened: boolean }) => props.opened);
    await OnDemandDialog.preload();
    await OnDemandDialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const OnDemandDialog = onDemand(load, (props: { opened: boolean }) => props.opened);
    await expect(OnDemandDialog.preload()).rejects.toThrow('offline');
    await expect(OnDemandDialog.preload()).resolves.toBe(Dialog);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
