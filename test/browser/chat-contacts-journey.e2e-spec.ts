// Issue 24, browser: a pupil blocks a sender and lifts the block again from the chat list, removes a chat
// from her list (each after a German confirmation); a guest reads the contact persons instead of the member
// list and the new-chat picker offers only them.
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: contact rules in the chat (issue 24)', () => {
  const { server } = browserSuite({ browsers: ['pia'], freshCookies: true });

  async function group(place: string) {
    const domain = await server.domain(`Stadtschülerrat ${place}`);
    const tenant = await server.tenant({ domainId: domain._id, name: `SV ${place}-Schule` });
    const pia = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Pia', lastName: 'Klein' });
    const paul = await server.member(tenant, SvLevel.CLASS_SPEAKER, { firstName: 'Paul', lastName: 'Groß' });
    const bea = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Bea', lastName: 'Vorstand' });
    const gina = await server.member(tenant, SvLevel.GUEST, { firstName: 'Gina', lastName: 'Gast' });
    return { tenant, pia, paul, bea, gina };
  }

  it('blocks a sender after asking, lifts the block from the chat list and removes the chat', async () => {
    const g = await group('Kontakt');
    const paulClient = await server.login(g.paul);
    expect((await paulClient.post(`/api/chat/private/p2p/${g.pia._id}`).field('content', 'Antworte mir sofort!')).status).toBe(201);

    const page = await server.signIn(g.pia, { path: `/auth?next=${encodeURIComponent(`/user/chat/${g.paul._id}`)}` });
    await page.getByRole('heading', { level: 1, name: 'Paul Groß' }).waitFor();
    await page.getByText('Antworte mir sofort!').waitFor();
    await page.getByRole('button', { name: 'Blockieren' }).click();
    const ask = page.getByRole('dialog', { name: 'Paul Groß blockieren?' });
    await ask.getByText(/Sie erfährt davon nichts/).waitFor();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Blockieren' }).click();
    await page.getByRole('button', { name: 'Blockierung aufheben' }).waitFor();

    // Paul's next message answers what a message to a stranger answers.
    const refused = await paulClient.post(`/api/chat/private/p2p/${g.pia._id}`).field('content', 'Hallo??');
    expect(refused.status).toBe(404);

    // The chat list names whom she blocked; the block is lifted there after asking.
    await page.goto(`${server.baseUrl}/user/chat`);
    const blocked = page.getByTestId('blocked-people');
    await blocked.getByText('Paul Groß').waitFor();
    await blocked.getByRole('button', { name: 'Blockierung von Paul Groß aufheben' }).click();
    await page
      .getByRole('dialog', { name: 'Blockierung von Paul Groß aufheben?' })
      .getByRole('button', { name: 'Blockierung aufheben' })
      .click();
    await blocked.getByText('Du hast niemanden blockiert.').waitFor();
    expect((await paulClient.post(`/api/chat/private/p2p/${g.pia._id}`).field('content', 'Entschuldigung.')).status).toBe(201);

    // 'Chat entfernen' takes it off her list.
    await page.getByTestId('chat-row').filter({ hasText: 'Paul Groß' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paul Groß' }).waitFor();
    await page.getByRole('button', { name: 'Chat entfernen' }).click();
    await page.getByRole('dialog', { name: 'Chat mit Paul Groß entfernen?' }).getByRole('button', { name: 'Chat entfernen' }).click();
    await page.waitForURL(`${server.baseUrl}/user/chat`);
    await page.getByText('Noch keine privaten Chats.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a guest the contact persons and offers only them for a new chat', async () => {
    const g = await group('Ansprech');
    const page = await server.signIn(g.gina, { path: `/auth?next=${encodeURIComponent('/sv/members')}` });
    await page.getByRole('heading', { level: 1, name: 'Ansprechpersonen' }).waitFor();
    const table = page.getByTestId('office-table');
    await table.getByText('Bea Vorstand').waitFor();
    expect(await table.getByText('Paul Groß').count()).toBe(0);
    expect(await table.getByText('Pia Klein').count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`${server.baseUrl}/user/chat/new`);
    await page.getByText('Bea Vorstand').waitFor();
    expect(await page.getByText('Paul Groß').count()).toBe(0);
    expect(await page.getByText('Pia Klein').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
