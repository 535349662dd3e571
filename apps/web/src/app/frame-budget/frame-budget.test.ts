import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FRAME_BUDGET_KB, type FrameChunk, frameBudgetProblem, frameWeight } from './frame-budget';

/** Code gzip shrinks little (random base64: about 0.76 of `kb` KB once compressed). */
const incompressible = (kb: number) => randomBytes(kb * 768).toString('base64');
const chunk = (fileName: string, code: string, extra: Partial<FrameChunk> = {}): FrameChunk => ({
  type: 'chunk',
  fileName,
  code,
  imports: [],
  ...extra,
});
const gzipKb = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

describe('frameWeight', () => {
  const entry = chunk('index.js', 'import "./runtime.js";', { isEntry: true, imports: ['runtime.js'] });
  const runtime = chunk('runtime.js', 'export const r = 1;');
  const frame = chunk('start-app.js', incompressible(20), {
    facadeModuleId: '/repo/apps/web/src/app/start-app.tsx',
    imports: ['react.js', 'runtime.js'],
  });
  const react = chunk('react.js', incompressible(30), { imports: ['runtime.js'] });
  const screen = chunk('transactions.js', incompressible(50), { imports: ['react.js'] });
  const bundle = {
    'index.js': entry,
    'runtime.js': runtime,
    'start-app.js': frame,
    'react.js': react,
    'transactions.js': screen,
    'index.css': { type: 'asset', fileName: 'index.css' } satisfies FrameChunk,
  };

  it('counts the entry and the start-app chunk with their static imports, once each, and no screen', () => {
    const weight = frameWeight(bundle);
    expect(weight.files).toEqual(['index.js', 'react.js', 'runtime.js', 'start-app.js']);
    const expected = [entry, runtime, frame, react].reduce((sum, item) => sum + gzipKb(item.code ?? ''), 0);
    expect(weight.kb).toBeCloseTo(expected, 6);
    // The frame's 50 KB of code is counted, the screen's 50 KB is not.
    expect(weight.kb).toBeGreaterThan(35);
    expect(weight.kb).toBeLessThan(45);
  });

  it('refuses a build without the start-app chunk rather than measuring the wrong thing', () => {
    expect(() => frameWeight({ 'index.js': entry, 'runtime.js': runtime })).toThrow(/start-app/);
  });

  it('names the overweight frame and its budget, and passes one within it', () => {
    expect(frameBudgetProblem({ kb: FRAME_BUDGET_KB, files: [] })).toBeNull();
    expect(frameBudgetProblem({ kb: FRAME_BUDGET_KB + 0.5, files: [] })).toMatch(
      /230\.5 KB .* budget of 230 KB/,
    );
    expect(frameBudgetProblem(frameWeight(bundle), 30)).toMatch(/over its budget of 30 KB/);
    expect(frameBudgetProblem(frameWeight(bundle), 60)).toBeNull();
  });
});
