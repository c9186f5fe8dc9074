// Contact rules (issue 24 §1): a stranger who self-joins a public group as a guest reads the office holders,
// not the member list, finds nobody but them in the new-chat picker and reaches no pupil privately (404 byte
// for byte as for an unknown id, files too); blocking and removing a private chat.
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { CHAT_MESSAGES } from '#shared/chat';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { PDF } from '../helpers/calendar';
import { chatMultipart, chatState } from '../helpers/chat';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const P2P = '/api/chat/private/p2p';
const BLOCK = '/api/chat/private/block';
const PICKER = '/api/auth/private/user';

type Res = { status: number; text: string; headers: Record<string, string> };
/** What a client can tell apart: status, body bytes and the content type. */
const seen = (res: Res) => ({ status: res.status, text: res.text, type: res.headers['content-type'] });

describe('security: contact rules', () => {
  const t = useTestApp();

  async function person(tenant: { _id: string }, level: number, firstName: string) {
    const user = await t.member(tenant, level, { firstName, lastName: 'Kontakt' });
    return { user, client: await t.login(user) };
  }

  /** A public SSR: chair, board, two delegates (pupils); Sven has an account and no group yet. */
  async function publicGroup() {
    const tenant = await t.tenant({ type: TenantType.SSR, isPublic: true });
    const chair = await person(tenant, SsrLevel.SSR_ADMIN, 'Clara');
    const board = await person(tenant, SsrLevel.SSR_BOARD, 'Bea');
    const paul = await person(tenant, SsrLevel.SSR_MEMBER, 'Paul');
    const pia = await person(tenant, SsrLevel.SSR_MEMBER, 'Pia');
    const svenUser = await t.user({ firstName: 'Sven', lastName: 'Fremd' });
    const sven = { user: svenUser, client: await t.login(svenUser) };
    return { tenant, chair, board, paul, pia, sven };
  }

  /** Sven joins through the product (no approval for an open SSR). */
  async function selfJoin(client: TestAgent, tenantId: string) {
    const join = await client.post(`/api/tenant/user/join/${tenantId}`);
    expect(join.status).toBe(201);
    expect(join.body.group).toMatchObject({ _id: tenantId, permissionLevel: 0 });
  }

  /** The answer for an id nobody has, to compare a refusal against. */
  async function unknownAnswer(build: (id: string) => Promise<Res>) {
    return seen(await build(randomUUID()));
  }

  it('gives a self-joined guest 403 on the member list and the office holders instead, names only', async () => {
    const g = await publicGroup();
    await selfJoin(g.sven.client, g.tenant._id);
    const members = `/api/tenant/tenant/${g.tenant._id}/member`;
    const office = `/api/tenant/tenant/${g.tenant._id}/office`;

    const refused = await g.sven.client.get(members);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });

    const res = await g.sven.client.get(office);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { userId: g.board.user._id, contact: { first_name: 'Bea', last_name: 'Kontakt' }, level: 2, levelLabel: 'SSR-Vorstand' },
        { userId: g.chair.user._id, contact: { first_name: 'Clara', last_name: 'Kontakt' }, level: 3, levelLabel: 'SSR-Vorsitz' },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    });
    const second = await g.sven.client.get(office).query({ pageSize: 1, page: 2 });
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ userId: g.chair.user._id }] });
    expect((await g.sven.client.get(office).query({ text: 'clara' })).body.total).toBe(1);
    expect((await g.sven.client.get(office).query({ pageSize: 0 })).body).toEqual(
      validationError('pageSize', 'Die Seitengröße muss mindestens 1 sein.'),
    );

    // Another group's ids: neither list, whoever asks.
    const other = await t.tenant({ type: TenantType.SSR, isPublic: true });
    for (const url of [`/api/tenant/tenant/${other._id}/office`, `/api/tenant/tenant/${other._id}/member`]) {
      const r = await g.sven.client.get(url);
      expect({ url, status: r.status, body: r.body }).toEqual({ url, status: 404, body: NOT_FOUND });
    }
    expect((await t.client().get(office)).status).toBe(401);
  });

  it('shows members from level 1 the member list without addresses, and matches the search on names only', async () => {
    const g = await publicGroup();
    const members = `/api/tenant/tenant/${g.tenant._id}/member`;
    const list = await g.paul.client.get(members);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    for (const item of list.body.items) expect(item).not.toHaveProperty('mail');
    // A search by address would tell a member whether an address belongs to the group.
    expect((await g.paul.client.get(members).query({ text: g.pia.user.mail })).body.total).toBe(0);
    // The administration keeps addresses and the address search (its screen manages members).
    const admin = await g.chair.client.get(members).query({ text: g.pia.user.mail });
    expect(admin.body).toMatchObject({ total: 1, items: [{ userId: g.pia.user._id, mail: g.pia.user.mail }] });

    // SV: the class speaker (level 1) reads the list, a guest does not.
    const sv = await t.tenant();
    const speaker = await person(sv, SvLevel.CLASS_SPEAKER, 'Kai');
    const guest = await person(sv, SvLevel.GUEST, 'Gina');
    expect((await speaker.client.get(`/api/tenant/tenant/${sv._id}/member`)).status).toBe(200);
    expect((await guest.client.get(`/api/tenant/tenant/${sv._id}/member`)).body).toEqual(FORBIDDEN);
  });

  it('lets the guest find and write to the office holders only; pupils answer exactly like unknown ids, files too', async () => {
    const g = await publicGroup();
    await selfJoin(g.sven.client, g.tenant._id);

    const picker = await g.sven.client.get(PICKER);
    expect(picker.body.items.map((u: { _id: string }) => u._id).sort()).toEqual([g.board.user._id, g.chair.user._id].sort());
    expect((await g.sven.client.get(PICKER).query({ text: 'Paul' })).body.total).toBe(0);

    const before = await chatState(t);
    const attempts: [string, (id: string) => Promise<Res>][] = [
      ['GET picker entry', (id) => g.sven.client.get(`${PICKER}/${id}`)],
      ['open (history)', (id) => g.sven.client.get(`${P2P}/${id}`)],
      ['unseen', (id) => g.sven.client.get(`${P2P}/${id}/unseen`)],
      ['send text', (id) => g.sven.client.post(`${P2P}/${id}`).send({ content: 'Hallo, ich bin neu hier' })],
      ['send file', (id) => chatMultipart(g.sven.client.post(`${P2P}/${id}`), 'Schau mal', [{ name: 'Bild.pdf', body: PDF }])],
    ];
    for (const [name, attempt] of attempts) {
      const unknown = await unknownAnswer(attempt);
      expect(unknown.status).toBe(404);
      for (const pupil of [g.paul, g.pia]) {
        expect({ name, ...seen(await attempt(pupil.user._id)) }).toEqual({ name, ...unknown });
      }
    }
    // Neither may a pupil write to the guest: the rule holds both ways.
    expect((await g.paul.client.post(`${P2P}/${g.sven.user._id}`).send({ content: 'Hi' })).body).toEqual(NOT_FOUND);
    expect(await chatState(t)).toEqual(before);

    // The office holders are reachable from the guest and reach the guest.
    expect((await g.sven.client.post(`${P2P}/${g.board.user._id}`).send({ content: 'Frage zur Sitzung' })).status).toBe(201);
    expect((await g.chair.client.post(`${P2P}/${g.sven.user._id}`).send({ content: 'Willkommen' })).status).toBe(201);
  });

  it('needs the chat switch for two pupils, but not for an office holder', async () => {
    const quiet = await t.tenant({ integrations: { chat: false } });
    const kai = await person(quiet, SvLevel.SV_MEMBER, 'Kai');
    const lea = await person(quiet, SvLevel.CLASS_SPEAKER, 'Lea');
    const board = await person(quiet, SvLevel.SV_BOARD, 'Bo');
    expect((await kai.client.post(`${P2P}/${lea.user._id}`).send({ content: 'Hi' })).body).toEqual(NOT_FOUND);
    expect((await kai.client.get(PICKER)).body.items.map((u: { _id: string }) => u._id)).toEqual([board.user._id]);
    expect((await kai.client.post(`${P2P}/${board.user._id}`).send({ content: 'Frage' })).status).toBe(201);
    // Switched on: the two pupils meet.
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"chat": true}' WHERE id = $1`, [quiet._id]);
    expect((await kai.client.post(`${P2P}/${lea.user._id}`).send({ content: 'Hi' })).status).toBe(201);
  });

  it('blocks a sender silently: their next message answers what a stranger gets, the blocker still reads and reports', async () => {
    const g = await publicGroup();
    const first = await g.paul.client.post(`${P2P}/${g.pia.user._id}`).send({ content: 'Schreib mir zurück!' });
    expect(first.status).toBe(201);

    const blocked = await g.pia.client.put(`${BLOCK}/${g.paul.user._id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ message: CHAT_MESSAGES.blocked });
    expect((await g.pia.client.put(`${BLOCK}/${g.paul.user._id}`)).status).toBe(200);
    const list = await g.pia.client.get(BLOCK);
    expect(list.body).toEqual({
      items: [{ _id: g.paul.user._id, name: 'Paul Kontakt', blockedAt: expect.any(String) }],
      total: 1,
      page: 1,
      pageSize: 50,
    });

    const before = await chatState(t);
    const attempts: [string, (id: string) => Promise<Res>][] = [
      ['send text', (id) => g.paul.client.post(`${P2P}/${id}`).send({ content: 'Hallo??' })],
      ['send file', (id) => chatMultipart(g.paul.client.post(`${P2P}/${id}`), undefined, [{ name: 'A.pdf', body: PDF }])],
      ['open', (id) => g.paul.client.get(`${P2P}/${id}`)],
      ['picker entry', (id) => g.paul.client.get(`${PICKER}/${id}`)],
    ];
    for (const [name, attempt] of attempts) {
      const unknown = await unknownAnswer(attempt);
      expect({ name, ...seen(await attempt(g.pia.user._id)) }).toEqual({ name, ...unknown });
    }
    expect(await chatState(t)).toEqual(before);
    expect((await g.paul.client.get(PICKER).query({ text: 'Pia' })).body.total).toBe(0);
    expect((await g.paul.client.get(P2P)).body.total).toBe(0);

    // The blocker keeps the history, may report it, and is told why she cannot write.
    const history = await g.pia.client.get(`${P2P}/${g.paul.user._id}`);
    expect(history.body.items.map((m: { content: string }) => m.content)).toEqual(['Schreib mir zurück!']);
    const report = await g.pia.client.post('/api/chat/private/p2preport').send({ messageId: first.body._id, reason: 'HARASSMENT' });
    expect(report.status).toBe(201);
    const own = await g.pia.client.post(`${P2P}/${g.paul.user._id}`).send({ content: 'Doch noch' });
    expect({ status: own.status, code: own.body.code, message: own.body.message }).toEqual({
      status: 409,
      code: 'PARTNER_BLOCKED',
      message: CHAT_MESSAGES.partnerBlocked,
    });

    const lifted = await g.pia.client.delete(`${BLOCK}/${g.paul.user._id}`);
    expect(lifted.body).toEqual({ message: CHAT_MESSAGES.unblocked });
    expect((await g.pia.client.delete(`${BLOCK}/${g.paul.user._id}`)).body).toEqual(NOT_FOUND);
    expect((await g.paul.client.post(`${P2P}/${g.pia.user._id}`).send({ content: 'Entschuldigung' })).status).toBe(201);
  });

  it('refuses blocks of oneself, strangers, unknown and malformed ids, changing nothing', async () => {
    const g = await publicGroup();
    await selfJoin(g.sven.client, g.tenant._id);
    expect((await g.pia.client.put(`${BLOCK}/${g.pia.user._id}`)).body).toEqual(validationError('userId', CHAT_MESSAGES.selfBlock));
    // Pia does not meet the guest: blocking him would tell her he exists.
    for (const id of [g.sven.user._id, randomUUID(), 'kein-uuid']) {
      const res = await g.pia.client.put(`${BLOCK}/${id}`);
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: NOT_FOUND });
      expect((await g.pia.client.delete(`${BLOCK}/${id}`)).body).toEqual(NOT_FOUND);
    }
    // The guest may block an office holder who wrote to him.
    expect((await g.sven.client.put(`${BLOCK}/${g.chair.user._id}`)).status).toBe(200);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_block WHERE blocker_id = $1`, [g.pia.user._id]);
    expect(n).toBe(0);
    for (const query of [{ pageSize: 0 }, { page: 'x' }, { sort: 'name' }]) {
      expect((await g.pia.client.get(BLOCK).query(query)).status).toBe(400);
    }
    expect((await t.client().get(BLOCK)).status).toBe(401);
  });

  it('removes a chat from my list until the next message; the partner keeps it', async () => {
    const g = await publicGroup();
    await g.paul.client.post(`${P2P}/${g.pia.user._id}`).send({ content: 'Eins' });
    await g.paul.client.post(`${P2P}/${g.pia.user._id}`).send({ content: 'Zwei' });
    expect((await g.pia.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 2 });

    const removed = await g.pia.client.delete(`${P2P}/${g.paul.user._id}`);
    expect(removed.body).toEqual({ message: CHAT_MESSAGES.chatRemoved });
    expect((await g.pia.client.get(P2P)).body.total).toBe(0);
    expect((await g.pia.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 0 });
    expect((await g.paul.client.get(P2P)).body.total).toBe(1);

    await g.paul.client.post(`${P2P}/${g.pia.user._id}`).send({ content: 'Drei' });
    const back = await g.pia.client.get(P2P);
    expect(back.body.items).toEqual([
      expect.objectContaining({ unreadCount: 1, lastMessage: expect.objectContaining({ content: 'Drei' }) }),
    ]);

    // Only a chat I have: no chat, unknown and malformed ids are 404.
    for (const id of [g.chair.user._id, randomUUID(), 'kein-uuid']) {
      expect((await g.pia.client.delete(`${P2P}/${id}`)).body).toEqual(NOT_FOUND);
    }
  });

  it('drops the blocks with a deleted account', async () => {
    const g = await publicGroup();
    await g.pia.client.put(`${BLOCK}/${g.paul.user._id}`);
    await g.paul.client.put(`${BLOCK}/${g.chair.user._id}`);
    const count = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_block`))[0].n as number;
    const total = await count();
    await t.dataSource.query(`DELETE FROM user_account WHERE id = $1`, [g.paul.user._id]);
    expect(await count()).toBe(total - 2);
  });
});
