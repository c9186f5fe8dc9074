// Reads a process's /metrics (Prometheus text format) and picks single samples out of it.
import type { INestApplicationContext } from '@nestjs/common';
import { spawnSync } from 'node:child_process';
import { MetricsServer } from '#api/infrastructure/metrics/metrics-server';

/** GET /metrics of the app or workers context, on the port its MetricsServer took. */
export async function scrape(context: INestApplicationContext): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${context.get(MetricsServer).port}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/** The value of the sample `name{labels}` (labels must match exactly, in any order), or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if (have.sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

/** promtool from Debian's prometheus package (`npm test` installs it); a clear failure when it is missing. */
export function promtool(args: string[], input?: string): { status: number; output: string } {
  const result = spawnSync('promtool', args, { input, encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      `promtool is not installed (${result.error.message}). Install Debian's "prometheus" package ` +
        '(apt-get install prometheus) or run `npm test`, which installs it.',
    );
  }
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}
