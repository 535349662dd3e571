import type { DatabaseHandle } from '../db/database.ts';

/** The size and random seed of a volume run (`npm run seed -- --scale N`). */
export interface ScaleOptions {
  scale: number;
  seed: number;
}

/** One step of a volume run: adds its rows and answers a line for the log. */
export type ScaleStep = (
  handle: DatabaseHandle,
  options: ScaleOptions,
  log: (line: string) => void,
) => Promise<string>;
