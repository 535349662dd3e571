import { parseArgs } from 'node:util';
import { seedDemo } from '../seed/demo-seed.ts';
import { seedScale } from '../seed/scale-seed.ts';
import { openCliDatabase } from './cli-database.ts';

/**
 * `npm run seed` loads the demo data (idempotent); `npm run seed -- --scale N` adds N generated
 * rows to each large table, deterministically (`--seed S` changes the sequence).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, seed: { type: 'string', default: '20261121' } },
  });
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0) {
    console.error('--scale deve ser um número inteiro não negativo');
    process.exit(2);
  }
  const { handle, close } = await openCliDatabase();
  try {
    await seedDemo(handle.db);
    console.log('Dados de demonstração carregados.');
    if (scale > 0) {
      const started = Date.now();
      const report = await seedScale(handle, { scale, seed: Number(values.seed) }, (line) =>
        console.log(line),
      );
      console.log(`${report} em ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
