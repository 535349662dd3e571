import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../config/server-root.ts';
import type { Database } from '../../db/database.ts';
import { processRegistry } from '../../http/metrics.ts';
import { createDatabaseFigures } from './metrics-server.ts';

/**
 * deploy/prometheus: the scrape configuration and the alert rules pass Prometheus' own checks
 * (`promtool check config`, `promtool test rules`: Debian's `prometheus` package, which CI
 * installs), every alert reads figures the server exports and has its runbook paragraph.
 */
const ROOT = path.resolve(SERVER_ROOT, '../..');
const DIR = path.join(ROOT, 'deploy', 'prometheus');
const rules = readFileSync(path.join(DIR, 'alerts.yml'), 'utf8');
const alerts = [...rules.matchAll(/^\s*- alert: (\w+)$/gm)].map((m) => m[1] as string);

function promtool(args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: DIR, encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

describe('Prometheus configuration and alert rules', () => {
  it('pass promtool’s checks and unit tests (promtool is required in CI)', () => {
    if (!hasPromtool) {
      // On a developer's machine without Prometheus the checks below still run; CI must have it.
      expect(process.env.CI, 'promtool missing: apt-get install prometheus').not.toBe('true');
      return;
    }
    const config = promtool(['check', 'config', 'prometheus.yml']);
    expect(config.output, config.output).toContain('SUCCESS');
    expect(config.status, config.output).toBe(0);
    const tests = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(tests.status, tests.output).toBe(0);
  });

  it('alert on figures the server exports, each alert tested and with its runbook', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    const exported = new Set(
      [
        ...processRegistry.getMetricsAsArray(),
        ...createDatabaseFigures({} as Database, {} as pg.Pool).registry.getMetricsAsArray(),
      ].map((m) => m.name),
    );
    const used = new Set(
      [...rules.matchAll(/\b(mentor_\w+)/g)].map((m) => (m[1] as string).replace(/_(bucket|count|sum)$/, '')),
    );
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);

    const tests = readFileSync(path.join(DIR, 'alerts.test.yml'), 'utf8');
    const runbook = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
    for (const alert of alerts) {
      expect(tests, `${alert} has no rule test`).toMatch(new RegExp(`alertname: ${alert}\\b`));
      expect(runbook, `${alert} has no runbook paragraph`).toMatch(new RegExp(`^#+ ${alert}$`, 'm'));
    }
  });
});
