// Issue 10 §8: ending a session closes its open sockets at once, in every API process, so that they stop
// receiving events: logout, password change (the other sessions), reset (all), refresh-token theft.
import type { Socket } from 'socket.io-client';
import { RESET_SUBJECT, STRONG, tokenOf } from '../helpers/auth';
import { PASSWORD } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { closedWithin, loginTab, openSocket } from '../helpers/sockets';
import { useTestApp } from '../helpers/test-app';

describe('sockets of ended sessions', () => {
  const t = useTestApp();
  // A second API process on the same database and Redis: sockets opened there must close too.
  const other = useTestApp({ workers: false });
  const sockets: Socket[] = [];

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('closes the sockets of a session on logout, in this and in another API process, and no others', async () => {
    const user = await t.user();
    const bystander = await t.user();
    const tab = await loginTab(t, user.mail);
    const elsewhere = await loginTab(t, user.mail);
    const here = await openSocket(t, tab, sockets);
    const there = await openSocket(other, tab, sockets);
    const otherSession = await openSocket(t, elsewhere, sockets);
    const otherUser = await openSocket(other, await loginTab(t, bystander.mail), sockets);

    expect((await tab.client.post('/api/auth/public/logout')).status).toBe(200);

    expect(await closedWithin(here.closed)).toBe('io server disconnect');
    expect(await closedWithin(there.closed)).toBe('io server disconnect');
    expect(await closedWithin(otherSession.closed, 500)).toBe('still open');
    expect(await closedWithin(otherUser.closed, 10)).toBe('still open');
  });

  it('closes the sockets of the other sessions on a password change and keeps the current one', async () => {
    const user = await t.user();
    const current = await loginTab(t, user.mail);
    const stolen = await loginTab(t, user.mail);
    const mine = await openSocket(t, current, sockets);
    const theirs = await openSocket(other, stolen, sockets);

    const res = await current.client
      .post('/api/auth/private/user/change-password')
      .send({ oldPassword: PASSWORD, password: STRONG, passwordRepeat: STRONG });
    expect(res.status).toBe(200);

    expect(await closedWithin(theirs.closed)).toBe('io server disconnect');
    expect(await closedWithin(mine.closed, 500)).toBe('still open');
  });

  it('closes every socket of the account when the password is reset', async () => {
    const user = await t.user();
    const a = await openSocket(t, await loginTab(t, user.mail), sockets);
    const b = await openSocket(other, await loginTab(t, user.mail), sockets);

    expect((await t.client().post('/api/auth/public/reset-password').send({ mail: user.mail })).status).toBe(200);
    const token = tokenOf(await waitForMail(user.mail, RESET_SUBJECT), '/reset-password/');
    expect(
      (await t.client().post(`/api/auth/public/reset-password/${token}`).send({ password: STRONG, passwordRepeat: STRONG })).status,
    ).toBe(200);

    expect(await closedWithin(a.closed)).toBe('io server disconnect');
    expect(await closedWithin(b.closed)).toBe('io server disconnect');
  });

  it('refuses a new socket for a session that has ended', async () => {
    const user = await t.user();
    const tab = await loginTab(t, user.mail);
    expect((await tab.client.post('/api/auth/public/logout')).status).toBe(200);
    await expect(openSocket(t, tab, sockets)).rejects.toThrow(/refused/);
  });
});
