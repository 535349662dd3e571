import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../testing/render-in-shell';
import { idleLimitMs } from './idle-logout';
import { IDLE_COUNTDOWN_SECONDS, IdleLogoutDialog, LOGGING_OUT_NOTICE_MS } from './idle-logout-dialog';
import { useIdleTimer } from './use-idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useIdleTimer', () => {
  it('fires after the limit without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(3000, onIdle));
    vi.advanceTimersByTime(2999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts again on mouse moves and key presses', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(3000, onIdle));
    vi.advanceTimersByTime(2000);
    fireEvent.mouseMove(window);
    vi.advanceTimersByTime(2000);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(2999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('is off with a null limit', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(null, onIdle));
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idleLimitMs', () => {
  it('is off in development and with a zero limit', () => {
    expect(idleLimitMs('development', 600)).toBeNull();
    expect(idleLimitMs('production', 0)).toBeNull();
    expect(idleLimitMs('production', 600)).toBe(600_000);
  });
});

describe('IdleLogoutDialog', () => {
  async function renderDialog() {
    const onCancel = vi.fn();
    const onLogout = vi.fn();
    renderInShell(<IdleLogoutDialog onCancel={onCancel} onLogout={onLogout} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return { onCancel, onLogout };
  }

  it('counts down ten seconds, then reads "Deslogando usuário..." and logs out once', async () => {
    const { onLogout, onCancel } = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Você está inativo' })).toBeInTheDocument();
    expect(
      screen.getByText(`Você será desconectado em ${IDLE_COUNTDOWN_SECONDS} segundos por inatividade.`),
    ).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(screen.getByText('Você será desconectado em 1 segundo por inatividade.')).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Deslogando usuário...')).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOGGING_OUT_NOTICE_MS);
    });
    expect(onLogout).toHaveBeenCalledOnce();

    fireEvent.mouseMove(window);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('is cancelled by a mouse move or a key press, not by a still pointer', async () => {
    const { onCancel, onLogout } = await renderDialog();
    fireEvent.mouseMove(window, { clientX: 10, clientY: 10 });
    fireEvent.mouseMove(window, { clientX: 10, clientY: 10 });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.mouseMove(window, { clientX: 30, clientY: 12 });
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
