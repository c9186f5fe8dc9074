// Issue 24 §16: the error filter logged `originalUrl`, query string included, so a failing request on a
// token route wrote its token (or an identifier in the query) into the log. Every log line now names the
// redacted path only. The run below makes every rate-limited route fail (the rate limiter throws), hits the
// token routes with tokens in path and query, and greps everything the loggers were given for them.
import { Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { RateLimitService } from '#api/common/http/rate-limit';
import { redactPath } from '#api/common/http/request-log.middleware';
import { STRONG } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const METHODS = ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] as const;

describe('security: logs keep no tokens', () => {
  const t = useTestApp({ workers: false });

  /** Everything handed to any Nest logger while `work` runs, as text. */
  async function loggedText(work: () => Promise<unknown>): Promise<string> {
    const lines: string[] = [];
    const spies = METHODS.map((m) =>
      jest.spyOn(Logger.prototype, m).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      }),
    );
    try {
      await work();
      await new Promise((resolve) => setTimeout(resolve, 100)); // request lines are written on 'finish'
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return lines.join('\n');
  }

  const secret = () => randomBytes(32).toString('base64url');
  const short = () => `geheim${randomBytes(4).toString('hex')}`;

  it('logs failing and passing requests on token routes without their tokens or query strings', async () => {
    const tokens = { feed: secret(), reset: secret(), web: secret(), shortFeed: short() };
    const queries = [short(), short(), short(), short(), short()];
    const broken = jest.spyOn(RateLimitService.prototype, 'consumeIp').mockRejectedValue(new Error('Redis ist weg'));
    let text: string;
    try {
      text = await loggedText(async () => {
        // Each of these fails in the rate limiter: the error filter logs it as an unhandled error.
        expect((await t.client().get(`/api/calendar/ical/${tokens.feed}.ics?token=${queries[0]}`)).status).toBe(500);
        expect((await t.client().get(`/api/calendar/ical/${tokens.shortFeed}.ics`)).status).toBe(500);
        const reset = await t
          .client()
          .post(`/api/auth/public/reset-password/${tokens.reset}?mail=${queries[1]}`)
          .send({ password: STRONG, passwordRepeat: STRONG });
        expect(reset.status).toBe(500);
        const register = await t
          .client()
          .post(`/api/event/public/event/${randomUUID()}/registration?identifier=${queries[2]}`)
          .send({ firstName: 'Lea', lastName: 'Schmidt', mail: 'lea@example.org' });
        expect(register.status).toBe(500);
        // Passing requests: the web app's reset and verification pages, an API read with a query.
        await t.client().get(`/reset-password/${tokens.web}?utm=${queries[3]}`);
        await t.client().get(`/verify?token=${queries[4]}`);
      });
    } finally {
      broken.mockRestore();
    }
    expect(text).toContain('unhandled error');
    expect(text).toContain('/api/calendar/ical/:token');
    expect(text).toContain('/api/auth/public/reset-password/:token');
    for (const value of [...Object.values(tokens), ...queries]) expect(text).not.toContain(value);
    expect(text).not.toContain('?');
  });

  it('cuts the token after every token route, however short', () => {
    for (const prefix of ['reset-password', 'verify', 'verify-email', 'ical', 'confirm', 'survey-confirm', 'confirmation', 'feed']) {
      expect(redactPath(`/api/x/${prefix}/abc123`)).toBe(`/api/x/${prefix}/:token`);
    }
    const id = randomUUID();
    expect(redactPath(`/api/tenant/tenant/${id}/member`)).toBe(`/api/tenant/tenant/${id}/member`);
  });
});
