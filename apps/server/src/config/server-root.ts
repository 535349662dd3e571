import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (the one holding `package.json` and `migrations/`), found by
 * walking up from this module: the same answer from the sources (`src/config/`) and from the
 * built bundle (`dist/`).
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No server package above ${from}`);
  }
}

export const SERVER_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
