import { registration, uniqueIp } from '../helpers/auth';
import { apiError, NOT_FOUND, UNAUTHENTICATED } from '../helpers/expect';
import { PASSWORD, uniqueMail } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const ORIGIN_REJECTED = apiError(403, 'ORIGIN_REJECTED', 'Diese Anfrage kommt nicht von Plenum und wurde abgelehnt.');
const RATE_LIMITED = apiError(429, 'RATE_LIMITED', 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.');

// SPEC 7 "Auth" without the three /auth/tenant/... routes (they belong to the tenant module).
const AUTH_ROUTES: [string, string][] = [
  ['get', '/api/auth/admin/user'],
  ['post', '/api/auth/private/user/change-password'],
  ['get', '/api/auth/private/user/{userId}'],
  ['get', '/api/auth/private/user'],
  ['put', '/api/auth/private/user'],
  ['get', '/api/auth/public/check'],
  ['get', '/api/auth/public/refresh'],
  ['post', '/api/auth/public/login'],
  ['post', '/api/auth/public/register'],
  ['post', '/api/auth/public/logout'],
  ['post', '/api/auth/public/reset-password'],
  ['post', '/api/auth/public/reset-password-repeat'],
  ['post', '/api/auth/public/reset-password/{token}'],
  ['post', '/api/auth/public/verify'],
];

/** The body texts of an error must not show internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SyntaxError|Cannot (GET|POST)|QueryFailedError|SELECT |stack/);
}

describe('HTTP platform: health, docs, errors, origin check', () => {
  const t = useTestApp({ workers: false });
  const watch = new SecretWatch();

  it('answers the liveness and readiness probes when database and Redis are up', async () => {
    const live = await watch.raw(t).get('/api/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await watch.raw(t).get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('documents every auth route with its request body and error responses in the OpenAPI JSON', async () => {
    const res = await watch.raw(t).get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    for (const [method, path] of AUTH_ROUTES) {
      const op = paths[path]?.[method];
      expect({ route: `${method} ${path}`, documented: !!op }).toEqual({ route: `${method} ${path}`, documented: true });
      const errors = Object.keys(op.responses).filter((status) => /^[45]\d\d$/.test(status));
      expect({ route: `${method} ${path}`, hasErrors: errors.length > 0 }).toEqual({ route: `${method} ${path}`, hasErrors: true });
    }
    for (const path of ['/api/auth/public/register', '/api/auth/public/login', '/api/auth/private/user/change-password']) {
      expect(JSON.stringify(paths[path].post.requestBody)).toMatch(/#\/components\/schemas\/\w+Dto/);
    }
    const ui = await watch.raw(t).get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown /api route with a German 404 in the error shape and without internals', async () => {
    for (const req of [
      watch.raw(t).get('/api/gibt-es-nicht'),
      watch.raw(t).get('/api/auth/public/gibt-es-nicht?x=1'),
      watch.client(t).post('/api/gibt-es-nicht').send({}),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual(NOT_FOUND);
      expectNoInternals(res.text);
    }
  });

  it('answers a malformed JSON body with 400 in the error shape and without parser details', async () => {
    const res = await watch.client(t).post('/api/auth/public/login').set('Content-Type', 'application/json').send('{"mail": "a@b.de", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(apiError(400, 'BAD_REQUEST', 'Die Anfrage ist ungültig.'));
    expectNoInternals(res.text);
  });

  it('answers 401 in the error shape when the access cookie is a forged token', async () => {
    const res = await watch.raw(t).get('/api/auth/private/user').set('Cookie', 'access_token=nicht.echt.token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('refuses a state-changing request without our Origin with 403, even with a valid session', async () => {
    const user = await t.user();
    const session = watch.client(t);
    expect((await session.post('/api/auth/public/login').send({ mail: user.mail, password: PASSWORD })).status).toBe(200);
    const mail = uniqueMail('csrf');

    const attempts = [
      watch.raw(t).post('/api/auth/public/register').send(registration(mail)),
      watch.raw(t).post('/api/auth/public/register').set('Origin', 'https://evil.example').send(registration(mail)),
      watch.raw(t).post('/api/auth/public/register').set('Origin', 'null').send(registration(mail)),
      watch.raw(t).post('/api/auth/public/register').set('Referer', 'https://evil.example/form').send(registration(mail)),
      watch.raw(t).post('/api/auth/public/login').set('Origin', `${t.origin}.evil.example`).send({ mail: user.mail, password: PASSWORD }),
      session
        .put('/api/auth/private/user')
        .set('Origin', 'https://evil.example')
        .send({ contact: { first_name: 'Evil', last_name: 'X' } }),
    ];
    for (const req of attempts) {
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body).toEqual(ORIGIN_REJECTED);
    }
    expect(await t.dataSource.query(`SELECT 1 FROM user_account WHERE mail = $1`, [mail])).toEqual([]);
    expect((await session.get('/api/auth/public/check')).body.contact.first_name).toBe('Test');
  });

  it('accepts a state-changing request whose Referer is on our origin', async () => {
    const res = await watch
      .raw(t)
      .post('/api/auth/public/register')
      .set('Referer', `${t.origin}/auth`)
      .send(registration(uniqueMail('referer')));
    expect(res.status).toBe(201);
  });

  it('sends security headers and a request id', async () => {
    const res = await watch.raw(t).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(15);
    expect(watch.leaks()).toEqual([]);
  });
});

describe('HTTP platform: per-IP rate limits on anonymous POSTs', () => {
  const t = useTestApp({ workers: false, env: { RATE_LIMIT_PUBLIC: '3', RATE_LIMIT_LOGIN_IP: '3', TRUST_PROXY: 'true' } });
  const watch = new SecretWatch();

  const anonymousPosts: [string, (i: number) => Record<string, unknown>][] = [
    ['/api/auth/public/register', (i) => registration(uniqueMail(`limit${i}`))],
    ['/api/auth/public/verify', () => ({ token: 'unbekannt' })],
    ['/api/auth/public/login', () => ({ mail: uniqueMail('limit'), password: PASSWORD })],
    ['/api/auth/public/logout', () => ({})],
    ['/api/auth/public/reset-password', () => ({ mail: uniqueMail('limit') })],
    ['/api/auth/public/reset-password-repeat', () => ({ mail: uniqueMail('limit') })],
    ['/api/auth/public/reset-password/unbekannt', () => ({ password: PASSWORD })],
  ];

  it.each(anonymousPosts)('answers 429 with a German message after the limit for one address on POST %s', async (path, body) => {
    const ip = uniqueIp();
    const post = (from: string, i: number) => watch.client(t).post(path).set('X-Forwarded-For', from).send(body(i));
    for (let i = 0; i < 3; i++) expect((await post(ip, i)).status).not.toBe(429);

    const limited = await post(ip, 3);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    // Another address is counted on its own.
    expect((await post(uniqueIp(), 4)).status).not.toBe(429);
  });

  it('stores nothing for a registration refused by the rate limit', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      await watch
        .client(t)
        .post('/api/auth/public/register')
        .set('X-Forwarded-For', ip)
        .send(registration(uniqueMail('voll')));
    }
    const mail = uniqueMail('zuviel');
    const res = await watch.client(t).post('/api/auth/public/register').set('X-Forwarded-For', ip).send(registration(mail));
    expect(res.status).toBe(429);
    expect(await t.dataSource.query(`SELECT 1 FROM user_account WHERE mail = $1`, [mail])).toEqual([]);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.leaks()).toEqual([]);
  });
});
