#!/usr/bin/env node
// Builds the server into one ES module, `dist/server.js` (with its source map), which `npm start`
// runs with plain Node, and each worker thread's file beside it (`dist/spreadsheet-worker.js`). The server's own sources and the shared contract (TypeScript, a
// workspace package) are bundled; every other package stays an import resolved from
// node_modules at run time, as installed. Each file is written beside its place and renamed
// over it, so a server starting meanwhile never reads half a file.
import { renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');
const outfile = path.join(outdir, 'server.js');

/** Packages from node_modules stay imports; the workspace's own (`@mentor/*`) are bundled. */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mentor/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', 'spreadsheet-worker': 'src/http/spreadsheet-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
  plugins: [installedPackagesStayExternal],
});
await mkdir(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
const size = result.outputFiles.find((f) => f.path === outfile)?.contents.length ?? 0;
console.log(
  `server built: ${path.relative(process.cwd(), outfile)} (${Math.round(size / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
);
