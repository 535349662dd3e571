#!/usr/bin/env node
// Writes docs/adr/README.md, the index of the architecture decision records: number, title,
// status, area and what superseded it, read from each record's first lines (`# N. Title`,
// `Status: …`, `Area: …`). `--check` fails when the index is not current or a record lacks its
// status or area (run by `npm run lint`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/adr');
const index = path.join(dir, 'README.md');

function record(file) {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n').slice(0, 12);
  const number = Number(file.slice(0, 4));
  const title = (lines[0] ?? '').replace(/^#\s*\d+\.?\s*/, '').trim();
  const field = (name) =>
    lines
      .find((l) => l.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const status = field('Status');
  const area = field('Area');
  const superseded = status?.match(/superseded by ([^(;]+)/i)?.[1]?.trim() ?? '';
  return { file, number, title, status, area, superseded };
}

const records = readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort()
  .map(record);

const problems = records.flatMap((r) => [
  ...(r.title ? [] : [`${r.file}: no title`]),
  ...(r.status ? [] : [`${r.file}: no "Status:" line`]),
  ...(r.area ? [] : [`${r.file}: no "Area:" line`]),
]);

const cell = (text) => text.replaceAll('|', '\\|');
const state = (status) => status.split(/[\s(;,]/)[0].toLowerCase();
const text = [
  '# Architecture decision records',
  '',
  'One record per decision: its context, the decision and its consequences. Each starts with',
  '`# N. Title`, then `Status:` (accepted, superseded by …, amended by …) and `Area:` (a business',
  'area, or platform, console, identity, security …). This index is written by',
  '`node scripts/adr-index.mjs`; `npm run lint` fails when it is not current.',
  '',
  '| № | Title | Status | Area | Superseded by |',
  '| ---: | --- | --- | --- | --- |',
  ...records.map(
    (r) =>
      `| ${r.number} | [${cell(r.title)}](${r.file}) | ${cell(state(r.status ?? ''))} | ${cell(r.area ?? '')} | ${r.superseded} |`,
  ),
  '',
  '## By area',
  '',
  ...[...new Set(records.map((r) => r.area ?? ''))].sort().map(
    (area) =>
      `- **${area}**: ${records
        .filter((r) => r.area === area)
        .map((r) => `[${r.number}](${r.file})`)
        .join(', ')}`,
  ),
  '',
].join('\n');

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(index, 'utf8');
  } catch {}
  if (current !== text) problems.push('docs/adr/README.md is not current: run node scripts/adr-index.mjs');
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
} else {
  if (problems.length > 0) console.warn(problems.join('\n'));
  writeFileSync(index, text);
  console.log(`docs/adr/README.md: ${records.length} records`);
}
