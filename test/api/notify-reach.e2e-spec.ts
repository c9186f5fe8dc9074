// Reach (issue 25): the notification settings (§4), the bell's kinds, mentions, and the scheduler that mails
// and pushes (through the outbox) after the delay, folded per conversation, never in quiet hours nor from a
// muted group, plus the daily digest and the signed unsubscribe link. The scheduler's own repeat is off in tests
// (NOTIFY_TICK_SECONDS=0 in global-setup): each test runs its tick with a clock of its own, days in 2030 (Berlin winter, UTC+1).
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { QueueName } from '#api/infrastructure/queue/queues';
import { NOTIFICATION_SCHEDULER, NotificationSchedulerJobs } from '#api/modules/notify/jobs/notification-scheduler.jobs';
import { NotificationDeliveryService } from '#api/modules/notify/notification-delivery.service';
import { SvLevel } from '#shared/levels';
import { NOTIFY_MESSAGES } from '#shared/notify';
import { JobRegistry } from '../../workers/src/job-registry';
import { createEvent, eventGroup } from '../fixtures/event';
import { createObject, objectGroup } from '../fixtures/profile-object';
import { createWorkers } from '../helpers/app';
import { ChatMember } from '../helpers/chat';
import { expectApiError, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { CaughtMail, linkIn, mailsTo, waitForMail } from '../helpers/mail';
import { createProject, createTask, projectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const SETTINGS = '/api/tenant/user/notification-settings';
const P2P = '/api/chat/private/p2p';
const BELL = '/api/tenant/user/notification';

// 2030-01-07 is a Monday; Berlin is UTC+1 in January.
const MONDAY = (hhmm: string) => new Date(`2030-01-07T${hhmm}:00+01:00`);
const TUESDAY = (hhmm: string) => new Date(`2030-01-08T${hhmm}:00+01:00`);

/** A header of the mail as sent (maildev's JSON keeps only a few), unfolded. */
async function headerOf(mail: CaughtMail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${process.env.MAILDEV_API_URL}/api/email/${mail.id}/source`)).text();
  const head = source.slice(0, source.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('notify: reach', () => {
  const t = useTestApp();

  /** Runs the scheduler's tick at `now` and waits until the mails it decided are out. */
  async function tick(now: Date) {
    await t.workers!.get(NotificationDeliveryService).tick(now);
    await t.drain();
  }

  async function people(level = SvLevel.SV_MEMBER) {
    const tenant = await t.tenant();
    const make = async (firstName: string, memberLevel = level): Promise<ChatMember> => {
      const user = await t.member(tenant, memberLevel, { firstName, lastName: 'Reach' });
      return { user: user as ChatMember['user'], client: await t.login(user) };
    };
    return { tenant, anna: await make('Anna'), ben: await make('Ben'), cem: await make('Cem') };
  }

  /** A mail program's One-Click unsubscribe (RFC 8058): a POST without Origin or cookies. */
  const oneClick = (path: string) => request(t.app.getHttpServer()).post(path).type('form').send('List-Unsubscribe=One-Click');

  const pushesTo = async (userId: string): Promise<{ title: string; url: string; kind: string }[]> =>
    (
      await t.dataSource.query(
        `SELECT payload FROM outbox WHERE type = 'notification.push-due' AND payload->>'userId' = $1 ORDER BY created_at`,
        [userId],
      )
    ).map((r: { payload: { title: string; url: string; kind: string } }) => ({
      title: r.payload.title,
      url: r.payload.url,
      kind: r.payload.kind,
    }));

  describe('settings', () => {
    it('answers the defaults: chats by mail at once and push, the rest in the digest; school hours for pupils only', async () => {
      const { client } = await t.memberSession({ level: SvLevel.SV_MEMBER });
      const res = await client.get(SETTINGS);
      expect(res.status).toBe(200);
      expect(res.body.kinds.PRIVATE_MESSAGE).toEqual({ app: true, mail: 'IMMEDIATE', push: true });
      expect(res.body.kinds.MENTION).toEqual({ app: true, mail: 'IMMEDIATE', push: true });
      expect(res.body.kinds.TERM).toEqual({ app: true, mail: 'DIGEST', push: false });
      expect(Object.keys(res.body.kinds)).toHaveLength(11);
      expect(res.body).toMatchObject({ quietHours: null, schoolHours: { from: '08:00', to: '13:00', days: [1, 2, 3, 4, 5] }, muted: [] });

      const teacher = await t.memberSession({ level: SvLevel.SV_TEACHER });
      expect((await teacher.client.get(SETTINGS)).body.schoolHours).toBeNull();
      expectApiError(await t.client().get(SETTINGS), UNAUTHENTICATED);
    });

    it('keeps what is put and refuses hostile input with a German 400 that changes nothing', async () => {
      const { client, tenant } = await t.memberSession({ level: SvLevel.SV_MEMBER });
      const until = new Date(Date.now() + 86400_000).toISOString();
      const put = await client.put(SETTINGS).send({
        kinds: { TASK: { app: false, mail: false, push: true } },
        quietHours: { from: '22:00', to: '06:30' },
        schoolHours: { from: '07:45', to: '13:15', days: [5, 1] },
        muted: [{ tenantId: tenant._id, until }],
      });
      expect(put.status).toBe(200);
      const saved = (await client.get(SETTINGS)).body;
      expect(saved).toMatchObject({
        kinds: { TASK: { app: false, mail: false, push: true }, PRIVATE_MESSAGE: { mail: 'IMMEDIATE' } },
        quietHours: { from: '22:00', to: '06:30' },
        schoolHours: { from: '07:45', to: '13:15', days: [1, 5] },
        muted: [{ tenantId: tenant._id, until }],
      });

      const other = await t.tenant();
      const refused: [object, string, string][] = [
        [{ quietHours: { from: '7:00', to: '08:00' } }, 'quietHours', NOTIFY_MESSAGES.timeInvalid],
        [{ quietHours: { from: '24:00', to: '08:00' } }, 'quietHours', NOTIFY_MESSAGES.timeInvalid],
        [{ schoolHours: { from: '08:00', to: '13:00', days: [0, 8] } }, 'schoolHours.days', NOTIFY_MESSAGES.daysInvalid],
        [{ kinds: { NEWSLETTER: { app: true, mail: false, push: false } } }, 'kinds.NEWSLETTER', NOTIFY_MESSAGES.kindUnknown('NEWSLETTER')],
        [{ kinds: { MENTION: { app: true, mail: 'SOMETIMES', push: false } } }, 'kinds.MENTION', NOTIFY_MESSAGES.channelsInvalid],
        [{ muted: [{ tenantId: other._id, until }] }, 'muted', NOTIFY_MESSAGES.mutedNotMember],
        [{ muted: [{ tenantId: 'nicht-eine-id', until }] }, 'muted', NOTIFY_MESSAGES.mutedNotMember],
        [{ muted: [{ tenantId: tenant._id, until: '2020-01-01T00:00:00Z' }] }, 'muted', NOTIFY_MESSAGES.mutedUntilPast],
        [{ muted: [{ tenantId: tenant._id, until: 'bald' }] }, 'muted', NOTIFY_MESSAGES.mutedInvalid],
      ];
      for (const [body, field, message] of refused) {
        expectApiError(await client.put(SETTINGS).send(body), validationError(field, message));
      }
      expect((await client.get(SETTINGS)).body).toEqual(saved);
    });
  });

  describe('bell and mentions', () => {
    it('lists a private message and a mention with their kind and no message text', async () => {
      const p = await people();
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Geheim: Treffpunkt Bahnhof' }).expect(201);
      const url = `/api/chat/private/p2g/${p.tenant._id}/general`;
      await p.cem.client
        .post(url)
        .field('content', 'Schau mal, Ben')
        .field('mentions', JSON.stringify([p.ben.user._id]))
        .expect(201);

      const bell = await p.ben.client.get(BELL);
      expect(bell.status).toBe(200);
      const own = bell.body.items.filter((i: { kind: string }) => i.kind !== 'GROUP_NOTIFICATION');
      expect(own).toEqual([
        expect.objectContaining({
          kind: 'MENTION',
          content: 'Neue Nachricht von Cem Reach',
          url: `/sv/chat?tenantId=${p.tenant._id}`,
          seen: false,
        }),
        expect.objectContaining({
          kind: 'PRIVATE_MESSAGE',
          content: 'Neue Nachricht von Anna Reach',
          url: `/user/chat/${p.anna.user._id}`,
          tenant: null,
        }),
      ]);
      expect(JSON.stringify(bell.body)).not.toContain('Bahnhof');
      expect(bell.body.unseenCount).toBe(2);

      // Marked seen in the bell: it no longer counts.
      await p.ben.client
        .put(`${BELL}/seen`)
        .send({ ids: [own[1]._id] })
        .expect(200);
      expect((await p.ben.client.get(BELL)).body.unseenCount).toBe(1);
    });

    it('refuses a mention of someone outside the chat with a German 400 and stores nothing', async () => {
      const p = await people();
      const stranger = await t.memberSession({ level: SvLevel.SV_MEMBER });
      const url = `/api/chat/private/p2g/${p.tenant._id}/general`;
      const count = async () =>
        (await t.dataSource.query(`SELECT count(*)::int AS n FROM chat_message WHERE sender_id = $1`, [p.anna.user._id]))[0].n;

      const foreign = await p.anna.client.post(url).send({ content: 'Hallo', mentions: [stranger.user._id] });
      expectApiError(foreign, validationError('mentions', NOTIFY_MESSAGES.mentionNotMember));
      const garbage = await p.anna.client.post(url).field('content', 'Hallo').field('mentions', '[1, 2]');
      expectApiError(garbage, validationError('mentions', NOTIFY_MESSAGES.mentionsInvalid));
      expect(await count()).toBe(0);
      const rows = await t.dataSource.query(`SELECT 1 FROM user_notification WHERE user_id = $1`, [stranger.user._id]);
      expect(rows).toEqual([]);
    });
  });

  describe('tasks and reports', () => {
    const kinds = async (client: ChatMember['client'], kind: string) =>
      ((await client.get(BELL)).body.items as { kind: string; content: string; url: string }[]).filter((i) => i.kind === kind);

    it("tells a task's new owner, not one who took it themselves", async () => {
      const g = await projectGroup(t);
      const project = await createProject(g);
      const member = g.members[SvLevel.SV_MEMBER];
      await createTask(g, project._id, { title: 'Plakate drucken', owner: member.user._id });
      await createTask(g, project._id, { title: 'Selbst', owner: g.members[SvLevel.SV_BOARD].user._id });
      expect(await kinds(member.client, 'TASK')).toEqual([
        expect.objectContaining({ content: 'Dir wurde eine Aufgabe übertragen: „Plakate drucken“', url: `/sv/projects/${project._id}` }),
      ]);
      expect(await kinds(g.as(SvLevel.SV_BOARD), 'TASK')).toEqual([]);
    });

    it('puts an invitation of an existing account into its bell', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const invitee = await t.user({ firstName: 'Ina', lastName: 'Reach' });
      await client.post(`/api/tenant/tenant/${tenant._id}/invitation`).send({ mail: invitee.mail, level: SvLevel.SV_MEMBER }).expect(201);
      expect(await kinds(await t.login(invitee), 'INVITATION')).toEqual([
        expect.objectContaining({ content: `Einladung in die Gruppe „${tenant.name}“`, url: '/user/invitations' }),
      ]);
    });

    it('tells of a new event everyone at its view access or above, not its author', async () => {
      const g = await eventGroup(t);
      const event = await createEvent(g, { title: 'Sitzung', viewAccess: SvLevel.SV_MEMBER });
      const item = expect.objectContaining({ content: 'Neue Veranstaltung: „Sitzung“', url: `/sv/events/${event._id}` });
      expect(await kinds(g.as(SvLevel.SV_MEMBER), 'EVENT')).toEqual([item]);
      expect(await kinds(g.as(SvLevel.SV_ADMIN), 'EVENT')).toEqual([item]);
      expect(await kinds(g.as(SvLevel.CLASS_SPEAKER), 'EVENT')).toEqual([]);
      expect(await kinds(g.as(SvLevel.SV_BOARD), 'EVENT')).toEqual([]);
    });

    it('tells who may publish that a news item waits for examination, not its author', async () => {
      const g = await objectGroup(t);
      await createObject(g, SvLevel.SV_MEMBER, { title: 'Neue Bänke', status: 'EXAMINATION' });
      const review = expect.objectContaining({ content: 'Wartet auf Prüfung: „Neue Bänke“', url: '/sv/profile/news' });
      expect(await kinds(g.as(SvLevel.SV_ADMIN), 'REVIEW')).toEqual([review]);
      expect(await kinds(g.as(SvLevel.SV_MEMBER), 'REVIEW')).toEqual([]);
      expect(await kinds(g.as(SvLevel.GUEST), 'REVIEW')).toEqual([]);
    });

    it("brings a report of a group's chat to its admins and liaison teacher (issue 28 §8), not to others", async () => {
      const g = await projectGroup(t);
      const url = `/api/chat/private/p2g/${g.tenant._id}/general`;
      const sent = await g.as(SvLevel.SV_MEMBER).post(url).send({ content: 'Etwas Gemeines' }).expect(201);
      await g
        .as(SvLevel.CLASS_SPEAKER)
        .post('/api/chat/private/p2greport')
        .send({ messageId: sent.body._id, reason: 'INSULT' })
        .expect(201);
      const title = `Eine Nachricht im Chat der Gruppe „${g.tenant.name}“ wurde gemeldet`;
      for (const level of [SvLevel.SV_ADMIN, SvLevel.SV_TEACHER]) {
        expect(await kinds(g.as(level), 'REPORT')).toEqual([expect.objectContaining({ content: title })]);
      }
      for (const level of [SvLevel.SV_BOARD, SvLevel.SV_MEMBER, SvLevel.CLASS_SPEAKER]) {
        expect(await kinds(g.as(level), 'REPORT')).toEqual([]);
      }
    });
  });

  describe('mail and push', () => {
    it('ticks through one job scheduler on the notify queue however many workers start', async () => {
      expect(t.workers!.get(JobRegistry).handler(QueueName.NOTIFY, 'notification.tick')).toBeDefined();
      const saved = process.env.NOTIFY_TICK_SECONDS;
      process.env.NOTIFY_TICK_SECONDS = '15';
      const [first, second] = [await createWorkers(), await createWorkers()];
      process.env.NOTIFY_TICK_SECONDS = saved;
      const queue = first.get<Queue>(getQueueToken(QueueName.NOTIFY), { strict: false });
      try {
        await first.get(NotificationSchedulerJobs).scheduled;
        await second.get(NotificationSchedulerJobs).scheduled;
        const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === NOTIFICATION_SCHEDULER);
        expect(schedulers).toEqual([expect.objectContaining({ name: 'notification.tick', every: 15_000 })]);
      } finally {
        await queue.removeJobScheduler(NOTIFICATION_SCHEDULER);
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('mails a private message still unread after the delay once per conversation, without its text, and pushes alike', async () => {
      const p = await people();
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Erste geheime Zeile' }).expect(201);
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Zweite geheime Zeile' }).expect(201);
      await p.cem.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Hallo von Cem' }).expect(201);

      // Before the delay has passed nothing goes out.
      await tick(new Date());
      expect(await mailsTo(p.ben.user.mail)).toEqual([]);
      expect(await pushesTo(p.ben.user._id)).toEqual([]);

      await tick(MONDAY('15:00'));
      const fromAnna = await waitForMail(p.ben.user.mail, /Anna/);
      await waitForMail(p.ben.user.mail, /Cem/);
      expect(fromAnna.subject).toBe('Neue Nachricht von Anna Reach');
      expect(linkIn(fromAnna, `/user/chat/${p.anna.user._id}`)).toBeTruthy();
      expect(fromAnna.text + fromAnna.html).not.toContain('geheime');
      expect(await headerOf(fromAnna, 'List-Unsubscribe')).toMatch(/^<http.*\/api\/notification\/unsubscribe\?/);
      expect(await headerOf(fromAnna, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(await pushesTo(p.ben.user._id)).toEqual(
        expect.arrayContaining([
          { title: 'Neue Nachricht von Anna Reach', url: `/user/chat/${p.anna.user._id}`, kind: 'PRIVATE_MESSAGE' },
          { title: 'Neue Nachricht von Cem Reach', url: `/user/chat/${p.cem.user._id}`, kind: 'PRIVATE_MESSAGE' },
        ]),
      );
      expect(await pushesTo(p.ben.user._id)).toHaveLength(2);

      // Within the hour the same conversation sends nothing more; after it, it does again.
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Dritte' }).expect(201);
      await tick(MONDAY('15:40'));
      expect(await mailsTo(p.ben.user.mail)).toHaveLength(2);
      expect(await pushesTo(p.ben.user._id)).toHaveLength(2);
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Vierte' }).expect(201);
      await tick(MONDAY('16:05'));
      expect(await mailsTo(p.ben.user.mail)).toHaveLength(3);
      expect(await pushesTo(p.ben.user._id)).toHaveLength(3);
    });

    it('sends nothing for what was read before the delay, and decides each notification once with two ticks at once', async () => {
      const p = await people();
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Gelesen' }).expect(201);
      await p.ben.client.get(`${P2P}/${p.anna.user._id}`).expect(200);
      await p.cem.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Ungelesen' }).expect(201);

      const delivery = t.workers!.get(NotificationDeliveryService);
      await Promise.all([delivery.tick(MONDAY('15:00')), delivery.tick(MONDAY('15:00')), delivery.tick(MONDAY('15:01'))]);
      await t.drain();
      const mails = await mailsTo(p.ben.user.mail);
      expect(mails.map((m) => m.subject)).toEqual(['Neue Nachricht von Cem Reach']);
      const due = await t.dataSource.query(`SELECT 1 FROM outbox WHERE type = 'notification.mail-due' AND payload->>'userId' = $1`, [
        p.ben.user._id,
      ]);
      expect(due).toHaveLength(1);
    });

    it('keeps quiet at night and in a pupil’s school hours, then sends what waited folded', async () => {
      const p = await people();
      const teacher = await t.member(p.tenant, SvLevel.SV_TEACHER, { firstName: 'Tara', lastName: 'Reach' });
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Spät' }).expect(201);
      await p.anna.client.post(`${P2P}/${p.ben.user._id}`).send({ content: 'Noch später' }).expect(201);

      await tick(MONDAY('22:00'));
      await tick(TUESDAY('06:59'));
      expect(await mailsTo(p.ben.user.mail)).toEqual([]);
      expect(await pushesTo(p.ben.user._id)).toEqual([]);
      await tick(TUESDAY('07:00'));
      await waitForMail(p.ben.user.mail, /Anna/);
      expect(await mailsTo(p.ben.user.mail)).toHaveLength(1);
      expect(await pushesTo(p.ben.user._id)).toHaveLength(1);

      // School hours: the pupil waits, the liaison teacher does not.
      await p.anna.client.post(`${P2P}/${p.cem.user._id}`).send({ content: 'Pause?' }).expect(201);
      await p.anna.client.post(`${P2P}/${teacher._id}`).send({ content: 'Frage' }).expect(201);
      const wednesday = (hhmm: string) => new Date(`2030-01-09T${hhmm}:00+01:00`);
      await tick(wednesday('10:00'));
      await waitForMail(teacher.mail, /Anna/);
      expect(await mailsTo(p.cem.user.mail)).toEqual([]);
      await tick(wednesday('13:00'));
      await waitForMail(p.cem.user.mail, /Anna/);
    });

    it('sends nothing by mail or push from a muted group', async () => {
      const p = await people();
      const until = new Date('2030-02-01T00:00:00Z').toISOString();
      await p.ben.client
        .put(SETTINGS)
        .send({ muted: [{ tenantId: p.tenant._id, until }] })
        .expect(200);
      const url = `/api/chat/private/p2g/${p.tenant._id}/general`;
      await p.anna.client
        .post(url)
        .send({ content: '@Ben', mentions: [p.ben.user._id, p.cem.user._id] })
        .expect(201);

      await tick(MONDAY('15:00'));
      await waitForMail(p.cem.user.mail, /Anna/);
      expect(await mailsTo(p.ben.user.mail)).toEqual([]);
      expect(await pushesTo(p.ben.user._id)).toEqual([]);
      expect(await pushesTo(p.cem.user._id)).toEqual([
        { title: 'Neue Nachricht von Anna Reach', url: `/sv/chat?tenantId=${p.tenant._id}`, kind: 'MENTION' },
      ]);
      // The bell still shows it.
      expect((await p.ben.client.get(BELL)).body.items[0]).toMatchObject({ kind: 'MENTION' });
    });
  });

  describe('digest and unsubscribe', () => {
    it('sends one digest a day at 17:00 with what is unread; its signed link turns the digest off, a changed one nothing', async () => {
      const p = await people();
      const admin = await t.member(p.tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Reach' });
      const adminClient = await t.login(admin);
      await adminClient.post(`/api/tenant/tenant/${p.tenant._id}/notification`).send({ content: 'Sitzung am Freitag' }).expect(201);

      await tick(TUESDAY('16:59'));
      expect(await mailsTo(p.ben.user.mail)).toEqual([]);
      await tick(TUESDAY('17:00'));
      const digest = await waitForMail(p.ben.user.mail, /Benachrichtigung/);
      expect(digest.subject).toBe('Plenum: 1 neue Benachrichtigung');
      expect(digest.text).toContain(`Neue Benachrichtigung in „${p.tenant.name}“`);
      // Ada wrote it: no digest for her; a second tick the same day sends nothing more.
      await tick(TUESDAY('17:30'));
      expect(await mailsTo(p.ben.user.mail)).toHaveLength(1);
      expect(await mailsTo(admin.mail)).toEqual([]);

      const link = linkIn(digest, '/api/notification/unsubscribe');
      expect(await headerOf(digest, 'List-Unsubscribe')).toBe(`<${link.href}>`);
      const path = `${link.pathname}${link.search}`;
      const changed = path.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
      const otherKind = path.replace('kind=DIGEST', 'kind=PRIVATE_MESSAGE');
      const otherUser = path.replace(p.ben.user._id, p.cem.user._id);
      for (const bad of [changed, otherKind, otherUser, '/api/notification/unsubscribe']) {
        const get = await t.client().get(bad);
        expect(get.status).toBe(400);
        expect(get.text).toContain('Der Link ist ungültig');
        const post = await oneClick(bad);
        expect(post.status).toBe(400);
      }
      const before = (await p.ben.client.get(SETTINGS)).body;
      expect(before.kinds.GROUP_NOTIFICATION.mail).toBe('DIGEST');

      // Opening the link changes nothing yet (mail scanners open links); its button, or One-Click, does.
      const page = await t.client().get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Abmelden');
      expect((await p.ben.client.get(SETTINGS)).body).toEqual(before);
      const done = await oneClick(path);
      expect(done.status).toBe(200);
      expect(done.text).toContain(NOTIFY_MESSAGES.unsubscribedDigest);
      const after = (await p.ben.client.get(SETTINGS)).body;
      expect(after.kinds.GROUP_NOTIFICATION).toEqual({ app: true, mail: false, push: false });
      expect(after.kinds.PRIVATE_MESSAGE).toEqual({ app: true, mail: 'IMMEDIATE', push: true });
    });
  });
});
