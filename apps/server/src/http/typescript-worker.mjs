// Starts a worker thread from a TypeScript file where the server runs from its sources (tests,
// `npm run dev`): tsx compiles it as Node loads it. The built server starts the compiled file itself.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
