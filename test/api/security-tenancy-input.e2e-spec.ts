// Issue 10, findings 7, 12 (and the name part of 4) and 11: inputs that gave a 500 answer 400 with a German
// message, names follow one rule, and the Origin check covers the queue dashboard's writes and the socket
// handshake.
import { io } from 'socket.io-client';
import request from 'supertest';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { SOCKET_PATH } from '#shared/socket-events';
import { apiError, validationError } from '../helpers/expect';
import { PASSWORD } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const CONTROL = (field: string) => validationError(field, `Das Feld „${field}“ enthält unzulässige Steuerzeichen.`);
const ORIGIN_REJECTED = apiError(403, 'ORIGIN_REJECTED', 'Diese Anfrage kommt nicht von Plenum und wurde abgelehnt.');
const FOREIGN = 'https://evil.example';

describe('security: hostile input and origins', () => {
  const t = useTestApp({ workers: false });

  describe('inputs that gave 500 answer 400 in German (finding 7)', () => {
    it('refuses a page beyond 10,000 on every kind of list', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const lists = [
        `/api/tenant/tenant/${tenant._id}/member`,
        `/api/tenant/tenant/${tenant._id}/notification`,
        `/api/tenant/tenant/${tenant._id}/invitation`,
        '/api/tenant/public/tenant',
        '/api/tenant/user/invitation',
      ];
      for (const path of lists) {
        for (const page of ['1e20', '10001']) {
          const res = await client.get(path).query({ page });
          expect({ path, page, status: res.status, body: res.body }).toEqual({
            path,
            page,
            status: 400,
            body: validationError('page', 'Die Seite darf höchstens 10000 sein.'),
          });
        }
      }
      const last = await client.get(lists[0]).query({ page: 10000 });
      expect(last.body).toMatchObject({ page: 10000, items: [] });
    });

    it('refuses NUL and other control characters in query and body strings, naming the field', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const search = await client.get(`/api/tenant/tenant/${tenant._id}/member?text=%00`);
      expect(search.body).toEqual(CONTROL('text'));
      const notification = await client.post(`/api/tenant/tenant/${tenant._id}/notification`).send({ content: 'Hallo\u0000Welt' });
      expect(notification.body).toEqual(CONTROL('content'));
      const escape = await client.post(`/api/tenant/tenant/${tenant._id}/notification`).send({ content: 'Hallo\u001b[31m' });
      expect(escape.body).toEqual(CONTROL('content'));
      const name = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: 'SV\u0000' });
      expect(name.body).toEqual(CONTROL('name'));
      const nested = await client.put('/api/auth/private/user').send({ contact: { first_name: 'Lea\u0007', last_name: 'Schmidt' } });
      expect(nested.body).toEqual(CONTROL('contact.first_name'));

      // Tab and line breaks are text.
      const multiLine = await client
        .post(`/api/tenant/tenant/${tenant._id}/notification`)
        .send({ content: 'Erste Zeile\r\nZweite\tZeile\n' });
      expect(multiLine.status).toBe(201);
    });

    it('refuses JSON nested deeper than 32 levels before parsing, and keeps brackets inside strings', async () => {
      const { client } = await t.memberSession({ level: SvLevel.SV_MEMBER });
      const levels = 100_000;
      const deep = `{"contact":${'['.repeat(levels)}${']'.repeat(levels)}}`;
      const res = await client.put('/api/auth/private/user').set('Content-Type', 'application/json').send(deep);
      expect(res.body).toEqual(validationError('body', 'Die Anfrage ist zu tief verschachtelt (höchstens 32 Ebenen).'));
      const shallowButBracketed = await client
        .put('/api/auth/private/user')
        .send({ contact: { first_name: 'Lea', last_name: 'Schmidt' }, x: '['.repeat(100) });
      expect(shallowButBracketed.body).toEqual(validationError('x', 'Dieses Feld ist nicht erlaubt.'));
    });
  });

  describe('one name rule for people and groups (findings 12 and 4)', () => {
    it('refuses control, bidirectional and invisible-only names, URLs and digits in person names', async () => {
      const { client } = await t.memberSession({ level: SvLevel.SV_MEMBER });
      const cases: [string, string][] = [
        ['\u202Egnidlo\u202C', 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.'],
        ['\u200B\u200B', 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.'],
        ['www.phishing.de', 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.'],
        ['Hallo https://x.de', 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.'],
        ['Lea 2', 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.'],
        ["-- '.", 'Der Name muss mindestens einen Buchstaben enthalten.'],
      ];
      for (const [firstName, message] of cases) {
        const res = await client.put('/api/auth/private/user').send({ contact: { first_name: firstName, last_name: 'Schmidt' } });
        expect({ firstName, body: res.body }).toEqual({ firstName, body: validationError('contact.first_name', message) });
      }
      const ok = await client
        .put('/api/auth/private/user')
        .send({ contact: { first_name: '  Jose\u0301   Luis ', last_name: "O'Neill-Dr. Müller" } });
      expect(ok.status).toBe(200);
      const [row] = await t.dataSource.query(`SELECT first_name, last_name FROM user_account WHERE mail = $1`, [
        ok.body.mail ?? (await client.get('/api/auth/private/user')).body.mail,
      ]);
      expect(row).toEqual({ first_name: 'Jos\u00e9 Luis', last_name: "O'Neill-Dr. Müller" });
    });

    it('applies the rule to group names (digits allowed) in the group and the platform administration', async () => {
      const { tenant, domain, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const invisible = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: '\u200B\u2060' });
      expect(invisible.body).toEqual(
        validationError('name', 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.'),
      );
      const bidi = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: 'SV \u202Eloohcs' });
      expect(bidi.body).toEqual(validationError('name', 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.'));
      const digitsOnly = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: '10 - 11' });
      expect(digitsOnly.body).toEqual(validationError('name', 'Der Name muss mindestens einen Buchstaben enthalten.'));
      const ok = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: '  SV   Klasse 10b ' });
      expect(ok.body).toMatchObject({ name: 'SV Klasse 10b' });

      const admin = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
      const created = await admin.post('/api/tenant/admin/tenant').send({ name: '\u202Egnidlo', type: 'SV', domainId: domain._id });
      expect(created.body).toEqual(
        validationError('name', 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.'),
      );

      // Import rows follow the same rule, row by row.
      const csv = 'name\nSV \u202Eloohcs\n\u200B\u200B\n  Schule   am See \n';
      const imported = await admin
        .post('/api/tenant/admin/tenant/import')
        .field('domainId', domain._id)
        .field('type', 'SV')
        .attach('file', Buffer.from(csv, 'utf8'), { filename: 'schulen.csv', contentType: 'text/csv' });
      expect(imported.body.lines).toEqual([
        expect.objectContaining({
          line: 2,
          result: 'error',
          message: 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.',
        }),
        expect.objectContaining({
          line: 3,
          result: 'error',
          message: 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.',
        }),
        expect.objectContaining({ line: 4, result: 'created', name: 'Schule am See' }),
      ]);
    });
  });

  describe('the Origin check covers the queue dashboard and the socket handshake (finding 11)', () => {
    it('refuses a dashboard write from a foreign origin, even for a platform administrator', async () => {
      const admin = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
      const path = '/api/admin/queues/api/queues/stats/clean/completed';
      for (const origin of [FOREIGN, 'null']) {
        const res = await admin.put(path).set('Origin', origin);
        expect({ origin, status: res.status, body: res.body }).toEqual({ origin, status: 403, body: ORIGIN_REJECTED });
      }
      expect((await admin.put(path)).status).toBe(200);
      // Reading the board is not state-changing: no Origin needed.
      expect((await admin.get('/api/admin/queues/api/queues').set('Origin', FOREIGN)).status).toBe(200);
    });

    async function handshake(origin: string | undefined): Promise<'connected' | string> {
      const user = await t.user();
      const login = await request(t.app.getHttpServer())
        .post('/api/auth/public/login')
        .set('Origin', t.origin)
        .send({ mail: user.mail, password: PASSWORD });
      const cookie = ((login.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
      const headers: Record<string, string> = { cookie, ...(origin ? { origin } : {}) };
      const socket = io(t.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: headers, reconnection: false });
      try {
        return await new Promise((resolve) => {
          const timer = setTimeout(() => resolve('timeout'), 5000);
          socket.once('connect', () => (clearTimeout(timer), resolve('connected')));
          socket.once('connect_error', (err) => (clearTimeout(timer), resolve(`refused: ${err.message}`)));
        });
      } finally {
        socket.disconnect();
      }
    }

    it('refuses a socket handshake that names a foreign Origin, and keeps our own', async () => {
      expect(await handshake(FOREIGN)).toMatch(/^refused/);
      expect(await handshake(`${t.origin}.evil.example`)).toMatch(/^refused/);
      expect(await handshake(t.origin)).toBe('connected');
      expect(await handshake(undefined)).toBe('connected');
    });
  });
});
