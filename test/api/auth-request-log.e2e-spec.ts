// Issue 10 §13: reset and verification tokens travel in URL paths; the request log must not keep them.
import { Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { redactPath } from '../../api/src/common/http/request-log.middleware';
import { STRONG } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

describe('request log', () => {
  const t = useTestApp({ workers: false });

  /** The path of every HTTP log line written while `work` runs. */
  async function loggedPaths(work: () => Promise<unknown>): Promise<string[]> {
    const lines: unknown[] = [];
    const capture = (message: unknown, context?: unknown) => {
      if (context === 'HTTP' || (message as { requestId?: string })?.requestId) lines.push(message);
    };
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(capture);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(capture);
    try {
      await work();
      await new Promise((resolve) => setTimeout(resolve, 50)); // the line is written on 'finish'
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    return lines.map((line) => (line as { path: string }).path);
  }

  it('writes reset links of the API and of the web app without their token', async () => {
    const token = randomBytes(32).toString('base64url');
    const paths = await loggedPaths(async () => {
      await t.client().post(`/api/auth/public/reset-password/${token}`).send({ password: STRONG, passwordRepeat: STRONG });
      await t.client().get(`/reset-password/${token}`);
      await t.client().get(`/reset-password/kurz`);
    });
    expect(paths).toContain('/api/auth/public/reset-password/:token');
    // The web app's pages may be served before the request log (static files); logged or not, no token.
    expect(JSON.stringify(paths)).not.toContain(token);
    expect(JSON.stringify(paths)).not.toContain('kurz');
  });

  it('keeps ids and ordinary words readable, and the repeat route untouched', async () => {
    const id = randomUUID();
    const paths = await loggedPaths(async () => {
      await t.client().post('/api/auth/public/reset-password-repeat').send({ mail: 'x@plenum.test' });
      await t.client().get(`/api/auth/private/user/${id}`);
    });
    expect(paths).toEqual(['/api/auth/public/reset-password-repeat', `/api/auth/private/user/${id}`]);
  });

  it('redacts any long opaque segment, wherever a route puts it', () => {
    const token = randomBytes(32).toString('base64url');
    const hex = randomBytes(32).toString('hex');
    expect(redactPath(`/api/irgendwo/${token}/weiter`)).toBe('/api/irgendwo/:token/weiter');
    expect(redactPath(`/verify/${hex}`)).toBe('/verify/:token');
    expect(redactPath('/verify')).toBe('/verify');
    expect(redactPath('/assets/index-ClhFX1UO.js')).toBe('/assets/index-ClhFX1UO.js');
    expect(redactPath('/')).toBe('/');
  });
});
