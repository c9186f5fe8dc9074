// Small helpers shared by the auth e2e suites: request bodies, cookies, client addresses and a snapshot of
// everything the database holds about one account (to prove that a refused request changed nothing).
import { randomInt } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import type { TestApp } from './app';
import { CaughtMail, linkIn, mailsTo, waitForMail, waitForMails } from './mail';
import { drainQueues } from './queues';

export const STRONG = 'Neues!Passwort7';

export function registration(mail: string, overrides: Record<string, unknown> = {}) {
  return { mail, password: STRONG, contact: { first_name: 'Mia', last_name: 'Keller' }, termsAccepted: true, ...overrides };
}

/** The value of a cookie the response sets ('' when it clears it, undefined when it does not touch it). */
export function cookieValue(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const list = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const hit = list.find((c) => c.startsWith(`${name}=`));
  return hit === undefined ? undefined : decodeURIComponent(hit.split(';')[0].slice(name.length + 1));
}

export function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  return ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));
}

/** A random private address, so that per-IP counters of different tests never collide. */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface AccountState {
  user: Record<string, unknown> | null;
  tokens: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  refreshTokens: Record<string, unknown>[];
  outbox: Record<string, unknown>[];
}

/** Everything stored about the account with this address, in a stable order. */
export async function accountState(ds: DataSource, mail: string): Promise<AccountState> {
  const [user] = await ds.query(`SELECT * FROM user_account WHERE mail = $1`, [mail.toLowerCase()]);
  if (!user) {
    return { user: null, tokens: [], sessions: [], refreshTokens: [], outbox: [] };
  }
  const id = user.id as string;
  return {
    user,
    tokens: await ds.query(`SELECT * FROM user_token WHERE user_id = $1 ORDER BY created_at, id`, [id]),
    sessions: await ds.query(`SELECT * FROM auth_session WHERE user_id = $1 ORDER BY created_at, id`, [id]),
    refreshTokens: await ds.query(
      `SELECT r.* FROM refresh_token r JOIN auth_session s ON s.id = r.session_id WHERE s.user_id = $1 ORDER BY r.created_at, r.id`,
      [id],
    ),
    outbox: await ds.query(`SELECT id, type FROM outbox WHERE payload->>'userId' = $1 ORDER BY created_at, id`, [id]),
  };
}

/** Moves a column of every token of that kind of the account into the past, as if that much time had passed. */
export async function backdateTokens(
  ds: DataSource,
  mail: string,
  kind: 'VERIFY' | 'RESET',
  column: 'created_at' | 'expires_at',
  ms: number,
) {
  await ds.query(
    `UPDATE user_token SET ${column} = ${column} - ($3 || ' milliseconds')::interval
      WHERE kind = $2 AND user_id = (SELECT id FROM user_account WHERE mail = $1)`,
    [mail.toLowerCase(), kind, String(ms)],
  );
}

/**
 * Waits for `count` mails to the address, then for every event of the current test to be processed, and
 * checks that no further one arrived (a duplicate would have been sent by then).
 */
export async function expectMailCount(t: TestApp, address: string, count: number, opts: { subject?: RegExp; timeoutMs?: number } = {}) {
  if (count > 0) await waitForMails(address, { subject: opts.subject, count, timeoutMs: opts.timeoutMs });
  await drainQueues(t, { timeoutMs: opts.timeoutMs });
  const mails = (await mailsTo(address)).filter((m) => !opts.subject || opts.subject.test(m.subject));
  expect(mails).toHaveLength(count);
  return mails;
}

export const VERIFY_SUBJECT = /bestätige/;
export const RESET_SUBJECT = /Passwort zurücksetzen/;

/** Registers through the API and returns the token of the verification link that was mailed. */
export async function registerAndReadToken(client: TestAgent, mail: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/api/auth/public/register').send(registration(mail, body));
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return tokenOf(await waitForMail(mail, VERIFY_SUBJECT), '/verify');
}

/** The token of the first link with this path in the mail (query `token` or the last path segment). */
export function tokenOf(mail: CaughtMail, path: '/verify' | '/reset-password/'): string {
  const link = linkIn(mail, path);
  const token = path === '/verify' ? link.searchParams.get('token') : decodeURIComponent(link.pathname.slice(path.length));
  if (!token) throw new Error(`no token in the ${path} link of "${mail.subject}"`);
  return token;
}
