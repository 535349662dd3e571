import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { frameBudgetProblem, frameWeight } from './src/app/frame-budget/frame-budget';

const backend = process.env.MENTOR_BACKEND_URL ?? 'http://localhost:3000';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>>[1];
let bundle: Bundle | undefined;

/** Keeps the built bundle at hand for `resolveDependencies`, which is not given it. */
const keepBundle: Plugin = {
  name: 'mentor:keep-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, output) {
      bundle = output;
    },
  },
};

/** Fails the build when the frame loaded before the first screen outgrows its budget (ADR 0500). */
const frameBudget: Plugin = {
  name: 'mentor:frame-budget',
  apply: 'build',
  writeBundle(_options, output) {
    const problem = frameBudgetProblem(frameWeight(output));
    if (problem) this.error(problem);
  },
};

/** A chunk and everything it imports statically: loaded by the time its code runs. */
function staticClosure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle?.[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(imported, seen);
  return seen;
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), keepBundle, frameBudget],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // A dynamic import preloads only the chunks its importer has not already loaded: the
      // frame's chunks are not listed again in every screen's preload list.
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = staticClosure(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    rolldownOptions: {
      // The contract package is pure (schemas, tables, functions): unused parts of it are dropped.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/auth': { target: backend, changeOrigin: false },
      '/gateway': { target: backend, changeOrigin: false },
      '/healthz': { target: backend, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
