// Watches every response a test receives and proves that none of them carries a password hash, a token or
// another secret in its body. Cookies are the one place tokens may travel, so their values are learnt from
// Set-Cookie and then searched for in every body, together with tokens the tests read from mails.
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './app';

// Keys that must never name a property of a response body.
const SECRET_KEYS =
  /^(password|passwordHash|password_hash|passwordRepeat|oldPassword|token|tokenHash|token_hash|sealedToken|refreshToken|refresh_token|accessToken|access_token|jwtSecret)$/i;
// The OpenAPI document names the request fields (password, token) without carrying any value.
const DESCRIBES_SHAPES = /\/api\/docs-json(\?|$)/;
// Values that look like secrets whatever their key is called.
const SECRET_SHAPES = [/\$argon2(id|i|d)?\$/, /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./];

interface SeenResponse {
  label: string;
  text: string;
  body: unknown;
}

interface ObservedResponse {
  text?: string;
  body?: unknown;
  headers?: Record<string, string | string[] | undefined>;
}

type Plugin = (req: { method: string; url: string; on(event: 'response', fn: (res: ObservedResponse) => void): unknown }) => void;

export class SecretWatch {
  private readonly secrets = new Set<string>();
  private readonly seen: SeenResponse[] = [];

  /** Values that must not appear in any body, e.g. a token read from a mail. */
  remember(...values: (string | null | undefined)[]) {
    for (const value of values) if (value && value.length >= 8) this.secrets.add(value);
  }

  readonly plugin: Plugin = (req) => {
    req.on('response', (res) => this.observe(`${req.method} ${req.url}`, res));
  };

  /** A cookie-keeping client of the app whose responses are watched. */
  client(t: TestApp): TestAgent {
    return t.client().use(this.plugin);
  }

  /** Watched one-off requests without cookies or Origin (set headers yourself). */
  raw(t: TestApp) {
    const server = t.app.getHttpServer();
    return {
      get: (url: string) => request(server).get(url).use(this.plugin),
      post: (url: string) => request(server).post(url).use(this.plugin),
      put: (url: string) => request(server).put(url).use(this.plugin),
    };
  }

  /** For responses obtained some other way (fetch, another client). */
  observe(label: string, res: ObservedResponse) {
    for (const cookie of asList(res.headers?.['set-cookie'])) {
      const value = decodeURIComponent(cookie.split(';')[0].split('=').slice(1).join('='));
      this.remember(value);
    }
    this.seen.push({ label, text: res.text ?? '', body: res.body });
  }

  get count() {
    return this.seen.length;
  }

  /** Every leak found so far, as readable lines (empty when clean). */
  leaks(): string[] {
    const found: string[] = [];
    for (const res of this.seen) {
      const keys = DESCRIBES_SHAPES.test(res.label) ? [] : secretKeys(res.body);
      for (const key of keys) found.push(`${res.label}: body has key "${key}"`);
      for (const shape of SECRET_SHAPES) if (shape.test(res.text)) found.push(`${res.label}: body contains ${shape}`);
      for (const secret of this.secrets) if (res.text.includes(secret)) found.push(`${res.label}: body contains a token or cookie value`);
    }
    return found;
  }
}

function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

function secretKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeys(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(SECRET_KEYS.test(key) ? [here] : []), ...secretKeys(child, here)];
  });
}
