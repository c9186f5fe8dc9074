// A rolling update sends SIGTERM to an API pod under load: every request it accepted is answered (never a
// 5xx such as 'Cannot use a pool after calling end on the pool'); later ones are refused by the connection,
// which the ingress retries on another pod.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../api/scripts/services';

const root = path.resolve(__dirname, '../..');

type Outcome = { status: number } | { refused: string };

/** A login with an unknown address: public, runs a password hash and database statements (tens of ms). */
function slowRequest(base: string, i: number): Promise<Outcome> {
  return fetch(`${base}/api/auth/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ mail: `nobody-${i}-${Date.now()}@plenum.test`, password: 'wrong-password-123' }),
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return { status: res.status };
    },
    (err: Error & { cause?: { code?: string } }) => ({ refused: err.cause?.code ?? err.message }),
  );
}

describe('graceful shutdown of the API', () => {
  it('answers every accepted request during SIGTERM without a 5xx and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], {
      env: { ...process.env, PORT: String(port), PUBLIC_URL: base, SHUTDOWN_GRACE_SECONDS: '20', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    api.stdout.on('data', (chunk) => (log += chunk));
    api.stderr.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => api.on('exit', (code) => resolve(code)));
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 240) throw new Error(`the API did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    const outcomes: Promise<Outcome & { at: number }>[] = [];
    const timed = (request: Promise<Outcome>) => request.then((outcome) => ({ ...outcome, at: Date.now() }));
    for (let i = 0; i < 60; i++) outcomes.push(timed(slowRequest(base, i)));
    // The signal comes once the API is working through the burst (the hashes queue on its one core).
    await Promise.race(outcomes);
    const signalledAt = Date.now();
    api.kill('SIGTERM');
    // More arrive while it drains: answered on connections it still has, or refused.
    for (let wave = 0; wave < 5; wave++) {
      await new Promise((r) => setTimeout(r, 40));
      for (let i = 0; i < 20; i++) outcomes.push(timed(slowRequest(base, 1000 + wave * 20 + i)));
    }
    const results = await Promise.all(outcomes);

    const serverErrors = results.filter((r) => 'status' in r && r.status >= 500);
    expect(serverErrors).toEqual([]);
    const answered = results.filter((r): r is { status: number; at: number } => 'status' in r);
    // Requests it was working on when the signal came were still answered: 401 for an unknown address.
    expect(answered.filter((r) => r.at > signalledAt).length).toBeGreaterThan(0);
    expect(new Set(answered.map((r) => r.status))).toEqual(new Set([401]));
    const refusals = results.filter((r): r is { refused: string; at: number } => 'refused' in r);
    for (const refusal of refusals) expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']).toContain(refusal.refused);
    expect(await exited).toBe(0);
    expect(log).not.toContain('Cannot use a pool');
  });
});
