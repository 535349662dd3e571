import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_SCREENS } from './route-screens';

describe('screen code', () => {
  it("fetches the area's translations with the screen's code, so the screen does not suspend on them", async () => {
    const read = vi.fn(
      (_language: string, _namespace: string, callback: (error: null, data: object) => void) =>
        callback(null, {}),
    );
    const instance = createInstance();
    await instance
      .use({ type: 'backend', init: () => undefined, read })
      .use(initReactI18next)
      .init({ lng: 'pt-BR', ns: ['shell'], defaultNS: 'shell' });
    read.mockClear();

    const load = ROUTE_SCREENS['/management/tpv'];
    if (!load) throw new Error('the TPV dashboard has no screen');
    const screen = await load();

    expect(typeof screen.default).toBe('function');
    expect([...new Set(read.mock.calls.map((call) => call[1]))].sort()).toEqual(['charts', 'dashboard']);
    expect(instance.hasLoadedNamespace('dashboard')).toBe(true);
  });
});
