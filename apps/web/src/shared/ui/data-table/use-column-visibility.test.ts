import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnStorageKey, useColumnVisibility } from './use-column-visibility';

const COLUMNS = [
  { key: 'nsu', header: 'NSU', hideable: false },
  { key: 'brand', header: 'Bandeira' },
  { key: 'amount', header: 'Valor' },
];

afterEach(() => {
  window.localStorage.clear();
});

describe('useColumnVisibility', () => {
  it('reads the hidden columns once: reading the stored value again after mounting does not render the table again', () => {
    window.localStorage.setItem(columnStorageKey('transactions'), JSON.stringify(['brand', 'nsu']));
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useColumnVisibility('transactions', COLUMNS);
    });
    expect(result.current.hiddenKeys).toEqual(['brand']); // the key column cannot be hidden
    expect(result.current.isVisible('amount')).toBe(true);
    expect(renders).toBe(1);
  });
});
