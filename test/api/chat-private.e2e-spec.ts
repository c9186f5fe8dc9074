// Private chats (issue 13 §2): GET /chat/private/p2p, GET/POST .../p2p/{userId}, .../p2p/{userId}/unseen and
// GET /chat/private/p2punseen: the shared-group rule, unread counts across two users, paging, files.
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '#shared/chat';
import { SvLevel } from '#shared/levels';
import { PDF } from '../helpers/calendar';
import { chatMultipart, chatState } from '../helpers/chat';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const P2P = '/api/chat/private/p2p';

describe('chat: private', () => {
  const t = useTestApp();

  /** Three members of one group (Anna, Ben, Cem) and a stranger from another group. */
  async function people() {
    const tenant = await t.tenant();
    const make = async (firstName: string, group = tenant) => {
      const user = await t.member(group, SvLevel.SV_MEMBER, { firstName, lastName: 'Privat' });
      return { user, client: await t.login(user) };
    };
    return {
      tenant,
      anna: await make('Anna'),
      ben: await make('Ben'),
      cem: await make('Cem'),
      stranger: await make('Sven', await t.tenant()),
    };
  }

  it('sends to someone who shares a group and counts it unread for them until they open the chat', async () => {
    const p = await people();
    const sent = await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: '  Hi Ben!  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      tenantId: null,
      content: 'Hi Ben!',
      sender: { _id: p.anna.user._id, name: 'Anna Privat' },
      mayDelete: false,
    });
    await p.cem.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Eins' });
    await p.cem.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Zwei' });

    expect((await p.ben.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 3 });
    expect((await p.ben.client.get(`${P2P}/${p.anna.user._id}/unseen`)).body).toEqual({ unreadCount: 1 });
    expect((await p.anna.client.get(`${P2P}/${p.ben.user._id}/unseen`)).body).toEqual({ unreadCount: 0 });

    const list = await p.ben.client.get(P2P);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.items.map((i: { partner: { name: string }; unreadCount: number }) => [i.partner.name, i.unreadCount])).toEqual([
      ['Cem Privat', 2],
      ['Anna Privat', 1],
    ]);
    expect(list.body.items[0].lastMessage).toMatchObject({ content: 'Zwei' });
    expect((await p.ben.client.get(P2P).query({ page: 5 })).body).toMatchObject({ items: [], total: 2, page: 5 });

    const history = await p.ben.client.get(`${P2P}/${p.cem.user._id}`);
    expect(history.body.items.map((m: { content: string }) => m.content)).toEqual(['Zwei', 'Eins']);
    expect(history.body.partner).toEqual({ _id: p.cem.user._id, name: 'Cem Privat' });
    // Before the first message the page is empty but names the partner.
    expect((await p.anna.client.get(`${P2P}/${p.cem.user._id}`)).body).toEqual({
      items: [],
      pageSize: 50,
      hasMore: false,
      nextBefore: null,
      partner: { _id: p.cem.user._id, name: 'Cem Privat' },
    });
    expect((await p.ben.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 1 });
    await p.ben.client.post(`${P2P}/${p.cem.user._id}`).send({ content: 'Antwort' });
    expect((await p.cem.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 1 });
    // Both sides read one conversation.
    expect((await p.cem.client.get(`${P2P}/${p.ben.user._id}`)).body.items).toHaveLength(3);
  });

  it('lists my chats by their newest message (not by when they began), one page at a time', async () => {
    const p = await people();
    const names = (body: { items: { partner: { name: string } }[] }) => body.items.map((i) => i.partner.name);
    await p.ben.client.post(`${P2P}/${p.anna.user._id}`).send({ content: 'Zuerst' });
    await p.cem.client.post(`${P2P}/${p.anna.user._id}`).send({ content: 'Danach' });
    expect(names((await p.anna.client.get(P2P)).body)).toEqual(['Cem Privat', 'Ben Privat']);

    // Ben writes again: the chat that began first is now the newest.
    await p.ben.client.post(`${P2P}/${p.anna.user._id}`).send({ content: 'Noch mal' });
    const first = await p.anna.client.get(P2P).query({ pageSize: 1 });
    expect(first.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(names(first.body)).toEqual(['Ben Privat']);
    expect(first.body.items[0]).toMatchObject({ unreadCount: 2, lastMessage: { content: 'Noch mal' } });
    const second = await p.anna.client.get(P2P).query({ pageSize: 1, page: 2 });
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(names(second.body)).toEqual(['Cem Privat']);
    for (const query of [{ pageSize: 0 }, { pageSize: 201 }, { page: 0 }, { page: 'x' }]) {
      expect((await p.anna.client.get(P2P).query(query)).status).toBe(400);
    }
  });

  it('answers 400 for oneself and 404 for unknown people and people without a shared group, storing nothing', async () => {
    const p = await people();
    const before = await chatState(t);
    expect((await p.anna.client.post(`${P2P}/${p.anna.user._id}`).send({ content: 'Ich' })).body).toEqual(
      validationError('recipientId', CHAT_MESSAGES.selfChat),
    );
    for (const id of [p.stranger.user._id, randomUUID()]) {
      expect((await p.anna.client.post(`${P2P}/${id}`).send({ content: 'Hallo' })).body).toEqual(NOT_FOUND);
      expect((await p.anna.client.get(`${P2P}/${id}`)).body).toEqual(NOT_FOUND);
      expect((await p.anna.client.get(`${P2P}/${id}/unseen`)).body).toEqual(NOT_FOUND);
    }
    expect((await p.anna.client.get(`${P2P}/kein-uuid`)).body).toEqual(NOT_FOUND);
    expect((await p.anna.client.post(`${P2P}/kein-uuid`).send({ content: 'x' })).body).toEqual(NOT_FOUND);
    expect((await p.stranger.client.post(`${P2P}/${p.anna.user._id}`).send({ content: 'Hallo' })).body).toEqual(NOT_FOUND);
    expect(await chatState(t)).toEqual(before);
    expect((await t.client().get(P2P)).status).toBe(401);
  });

  it('hides a chat once the two no longer share a group', async () => {
    const p = await people();
    await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Bis bald' });
    await t.dataSource.query(`DELETE FROM membership WHERE tenant_id = $1 AND user_id = $2`, [p.tenant._id, p.ben.user._id]);
    expect((await p.anna.client.get(`${P2P}/${p.ben.user._id}`)).body).toEqual(NOT_FOUND);
    expect((await p.anna.client.get(P2P)).body.total).toBe(0);
    expect((await p.ben.client.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 0 });
  });

  it('pages the history with `before` and validates content, page size and files', async () => {
    const p = await people();
    const url = `${P2P}/${p.ben.user._id}`;
    for (let i = 1; i <= 3; i++) await p.anna.client.post(url).send({ content: `Nr. ${i}` });
    const first = await p.anna.client.get(url).query({ pageSize: 2 });
    expect(first.body.items.map((m: { content: string }) => m.content)).toEqual(['Nr. 3', 'Nr. 2']);
    const rest = await p.anna.client.get(url).query({ pageSize: 2, before: first.body.nextBefore });
    expect(rest.body).toMatchObject({ hasMore: false, nextBefore: null });
    expect(rest.body.items.map((m: { content: string }) => m.content)).toEqual(['Nr. 1']);
    expect((await p.anna.client.get(url).query({ pageSize: 101 })).status).toBe(400);
    expect((await p.anna.client.get(url).query({ pageSize: 100 })).status).toBe(200);
    // A cursor of another conversation is not a cursor here.
    const elsewhere = await p.anna.client.post(`${P2P}/${p.cem.user._id}`).send({ content: 'Cem' });
    expect((await p.anna.client.get(url).query({ before: elsewhere.body._id })).status).toBe(400);

    expect((await p.anna.client.post(url).send({ content: '' })).body).toEqual(validationError('content', CHAT_MESSAGES.contentRequired));
    expect((await p.anna.client.post(url).send({ content: 'y'.repeat(4001) })).status).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `D${i}.pdf`, body: PDF }));
    expect((await chatMultipart(p.anna.client.post(url), 'Viele', eleven)).status).toBe(400);
  });

  it('serves a private attachment to the two participants only', async () => {
    const p = await people();
    const sent = await chatMultipart(p.anna.client.post(`${P2P}/${p.ben.user._id}`), 'Das Protokoll', [
      { name: 'Protokoll.pdf', body: PDF },
    ]);
    expect(sent.status).toBe(201);
    const download = `/api/files/${sent.body.files[0]._id}`;
    expect((await p.anna.client.get(download)).status).toBe(200);
    expect((await p.ben.client.get(download)).status).toBe(200);
    // Cem shares the group, but not the conversation.
    expect((await p.cem.client.get(download)).status).toBe(404);
    expect((await p.stranger.client.get(download)).status).toBe(404);
    expect((await p.ben.client.get(`${P2P}/${p.anna.user._id}`)).body.items[0].files[0].name).toBe('Protokoll.pdf');
  });
});
