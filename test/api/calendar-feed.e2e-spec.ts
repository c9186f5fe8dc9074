// SPEC 2.5 / 7 "Calendar", issue 12 §2 and issue 24 §5: the personal iCal feeds (one per member and group,
// resolved through the live membership), their switch (one state with the group settings' icalEnabled),
// the .ics feed parsed by a real iCalendar parser, and one entry as .ics.
import ICAL from 'ical.js';
import type { DataSource } from 'typeorm';
import { redactPath } from '#api/common/http/request-log.middleware';
import { CalendarEvent } from '#api/modules/calendar/entities/calendar-event.entity';
import { PlatformLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { apiError, FORBIDDEN, NOT_FOUND } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** An entry straight in the table: these tests are about the feeds, not the entry routes. */
function addEntry(ds: DataSource, tenantId: string, values: Partial<CalendarEvent>) {
  const start = values.startDate ?? new Date(Date.now() + DAY);
  return ds.getRepository(CalendarEvent).save({
    tenantId,
    authorId: null,
    title: 'Termin',
    description: '',
    location: '',
    notes: '',
    color: '#1677ff',
    startDate: start,
    endDate: values.endDate ?? new Date(start.getTime() + 60 * 60 * 1000),
    allDay: false,
    viewAccess: 0,
    ...values,
  });
}

function parseIcs(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { root, events: root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('calendar: iCal feeds', () => {
  const t = useTestApp();

  /** An SV with its admin, a board member and a plain member, each logged in. */
  async function svGroup() {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const board = await t.member(admin.tenant, SvLevel.SV_BOARD);
    const member = await t.member(admin.tenant, SvLevel.SV_MEMBER);
    return {
      ...admin,
      tenantId: admin.tenant._id,
      boardClient: await t.login(board),
      memberClient: await t.login(member),
    };
  }

  const base = (tenantId: string) => `/api/calendar/tenant/${tenantId}/calendar`;

  const feedRows = (tenantId: string): Promise<{ user_id: string; seed: string; token_hash: string }[]> =>
    t.dataSource.query(`SELECT user_id, seed, token_hash FROM calendar_member_feed WHERE tenant_id = $1 ORDER BY user_id`, [tenantId]);

  it('issues every member their own link, showing only what their level may see', async () => {
    const g = await svGroup();
    expect((await g.client.get(base(g.tenantId))).body).toEqual({ active: false, url: null });

    const on = await g.client.post(`${base(g.tenantId)}/activate`);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      active: true,
      url: expect.stringMatching(/^https?:\/\/[^/]+\/api\/calendar\/ical\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    const boardUrl = (await g.boardClient.get(base(g.tenantId))).body.url;
    const memberUrl = (await g.memberClient.get(base(g.tenantId))).body.url;
    // A second member at the same level gets a link of their own, not a shared one.
    const peer = await t.login(await t.member(g.tenant, SvLevel.SV_MEMBER));
    const peerUrl = (await peer.get(base(g.tenantId))).body.url;
    expect(new Set([on.body.url, boardUrl, memberUrl, peerUrl]).size).toBe(4);
    // Showing the URL again gives the same link.
    expect((await g.client.get(base(g.tenantId))).body).toEqual(on.body);

    // One row per member, stored hashed: no row holds the token of a URL, and request logs cut it out of the path.
    const rows = await feedRows(g.tenantId);
    expect(rows).toHaveLength(4);
    const adminToken = on.body.url.match(/ical\/(.+)\.ics$/)[1];
    expect(JSON.stringify(rows)).not.toContain(adminToken);
    expect(redactPath(pathOf(on.body.url))).toBe('/api/calendar/ical/:token');

    await addEntry(t.dataSource, g.tenantId, { title: 'Vorstandsklausur', viewAccess: SvLevel.SV_BOARD });
    await addEntry(t.dataSource, g.tenantId, { title: 'Vollversammlung', viewAccess: SvLevel.GUEST });

    const anonymous = t.client();
    const boardFeed = await anonymous.get(pathOf(boardUrl));
    expect(boardFeed.status).toBe(200);
    expect(boardFeed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(boardFeed.headers['cache-control']).toBe('private, max-age=300');
    expect(
      parseIcs(boardFeed.text)
        .events.map((e) => e.summary)
        .sort(),
    ).toEqual(['Vollversammlung', 'Vorstandsklausur']);
    const memberFeed = await anonymous.get(pathOf(memberUrl));
    expect(parseIcs(memberFeed.text).events.map((e) => e.summary)).toEqual(['Vollversammlung']);
  });

  it("shows a demoted member's link only what the new level may see", async () => {
    const g = await svGroup();
    await g.client.post(`${base(g.tenantId)}/activate`).expect(200);
    const board = await t.member(g.tenant, SvLevel.SV_BOARD);
    const boardUrl = (await (await t.login(board)).get(base(g.tenantId))).body.url;
    await addEntry(t.dataSource, g.tenantId, { title: 'Vorstandsklausur', viewAccess: SvLevel.SV_BOARD });
    await addEntry(t.dataSource, g.tenantId, { title: 'Vollversammlung', viewAccess: SvLevel.GUEST });
    const titles = async () =>
      parseIcs((await t.client().get(pathOf(boardUrl))).text)
        .events.map((e) => e.summary)
        .sort();
    expect(await titles()).toEqual(['Vollversammlung', 'Vorstandsklausur']);

    await g.client.put(`/api/auth/tenant/${g.tenantId}/user/update`).send({ userId: board._id, level: SvLevel.SV_MEMBER }).expect(200);
    expect(await titles()).toEqual(['Vollversammlung']);
  });

  it('closes the link of a member who was removed or left, for good', async () => {
    const g = await svGroup();
    await g.client.post(`${base(g.tenantId)}/activate`).expect(200);
    const removed = await t.member(g.tenant, SvLevel.SV_BOARD);
    const removedUrl = (await (await t.login(removed)).get(base(g.tenantId))).body.url;
    const leaver = await t.member(g.tenant, SvLevel.SV_MEMBER);
    const leaverClient = await t.login(leaver);
    const leaverUrl = (await leaverClient.get(base(g.tenantId))).body.url;
    const anonymous = t.client();
    expect((await anonymous.get(pathOf(removedUrl))).status).toBe(200);

    await g.client.delete(`/api/auth/tenant/${g.tenantId}/user/remove/${removed._id}`).expect(200);
    await leaverClient.delete(`/api/tenant/user/join/${g.tenantId}`).expect(200);
    for (const url of [removedUrl, leaverUrl]) {
      const res = await anonymous.get(pathOf(url));
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });
    }
    // Coming back gives a new link; the old one stays dead.
    await t.dataSource.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3)`, [
      g.tenantId,
      removed._id,
      SvLevel.SV_BOARD,
    ]);
    const again = (await (await t.login(removed)).get(base(g.tenantId))).body.url;
    expect(again).not.toBe(removedUrl);
    expect((await anonymous.get(pathOf(removedUrl))).status).toBe(404);
    expect((await anonymous.get(pathOf(again))).status).toBe(200);
  });

  it("lets a member renew their own link: the old one answers 404, everyone else's keeps working", async () => {
    const g = await svGroup();
    const adminUrl = (await g.client.post(`${base(g.tenantId)}/activate`)).body.url;
    const old = (await g.memberClient.get(base(g.tenantId))).body.url;
    const renewed = await g.memberClient.post(`${base(g.tenantId)}/renew`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ active: true, url: expect.any(String) });
    expect(renewed.body.url).not.toBe(old);
    expect((await g.memberClient.get(base(g.tenantId))).body).toEqual(renewed.body);
    const anonymous = t.client();
    expect((await anonymous.get(pathOf(old))).status).toBe(404);
    expect((await anonymous.get(pathOf(renewed.body.url))).status).toBe(200);
    expect((await anonymous.get(pathOf(adminUrl))).status).toBe(200);
    expect(await feedRows(g.tenantId)).toHaveLength(2);

    await g.client.post(`${base(g.tenantId)}/deactivate`).expect(200);
    const off = await g.memberClient.post(`${base(g.tenantId)}/renew`);
    expect(off.body).toEqual(apiError(409, 'ICAL_INACTIVE', 'Die iCal-Links dieser Gruppe sind ausgeschaltet.'));
    expect(await feedRows(g.tenantId)).toEqual([]);
  });

  it('serves nothing to non-members: a guest who left keeps no feed after the group goes non-public, staff get no link', async () => {
    const tenant = await t.tenant({ type: TenantType.SSR, isPublic: true });
    const admin = await t.login(await t.member(tenant, SsrLevel.SSR_ADMIN));
    await admin.post(`${base(tenant._id)}/activate`).expect(200);
    await addEntry(t.dataSource, tenant._id, { title: 'Offene Sitzung', viewAccess: 0 });
    const guest = await t.login(await t.member(tenant, 0));
    const guestUrl = (await guest.get(base(tenant._id))).body.url;
    expect((await t.client().get(pathOf(guestUrl))).status).toBe(200);

    await guest.delete(`/api/tenant/user/join/${tenant._id}`).expect(200);
    await admin.put(`/api/tenant/tenant/${tenant._id}`).send({ isPublic: false }).expect(200);
    const res = await t.client().get(pathOf(guestUrl));
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });

    // Platform staff may look into a group they do not belong to, but hold no membership to hang a link on.
    const staff = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    expect((await staff.get(base(tenant._id))).body).toEqual({ active: true, url: null });
    expect((await staff.post(`${base(tenant._id)}/renew`)).body).toEqual(NOT_FOUND);
    expect(await feedRows(tenant._id)).toHaveLength(1);
  });

  it('is a valid iCalendar file: Berlin zone, umlauts, DATE values for all-day entries, escaped and folded text', async () => {
    const g = await svGroup();
    const { url } = (await g.client.post(`${base(g.tenantId)}/activate`)).body;
    const now = Date.now();
    // iCal times have whole seconds.
    const timed = new Date(Math.floor((now + 20 * DAY) / 60_000) * 60_000);
    const longTitle = 'Übergabe: Schlüssel, Beamer; Kabel – für die Jahrgänge fünf bis zehn, bitte pünktlich im Foyer der Aula';
    await addEntry(t.dataSource, g.tenantId, {
      title: longTitle,
      description: '<p>Bitte <strong>mitbringen</strong>:</p><ul><li>Äpfel, Birnen</li><li>Grüße; Wünsche</li></ul>',
      location: 'Raum 204, Erdgeschoss',
      notes: 'Schlüssel beim Hausmeister',
      startDate: timed,
      endDate: new Date(timed.getTime() + 90 * 60 * 1000),
    });
    // Two Berlin days, stored as Berlin midnight of the first and of the last day.
    const firstDay = new Date(now + 10 * DAY);
    const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(d);
    const midnight = (day: string) => {
      const probe = new Date(`${day}T00:00:00Z`);
      const offsetHours = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(probe),
      );
      return new Date(probe.getTime() - offsetHours * 60 * 60 * 1000);
    };
    const d1 = dayOf(firstDay);
    const d2 = dayOf(new Date(firstDay.getTime() + DAY));
    await addEntry(t.dataSource, g.tenantId, { title: 'Projekttage', allDay: true, startDate: midnight(d1), endDate: midnight(d2) });
    // Outside the window (more than 90 days ago, more than 365 days ahead) and just inside it.
    await addEntry(t.dataSource, g.tenantId, { title: 'Alt', startDate: new Date(now - 100 * DAY) });
    await addEntry(t.dataSource, g.tenantId, { title: 'Fern', startDate: new Date(now + 400 * DAY) });
    await addEntry(t.dataSource, g.tenantId, { title: 'Neulich', startDate: new Date(now - 80 * DAY) });

    const res = await t.client().get(pathOf(url));
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long title was folded
    expect(res.text).toContain('LOCATION:Raum 204\\, Erdgeschoss');
    const unfolded = res.text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Bitte mitbringen:\\n• Äpfel\\, Birnen\\n• Grüße\\; Wünsche\\n\\nNotizen: ');
    expect(res.text).toMatch(/SUMMARY:Übergabe: Schlüssel\\, Beamer\\; Kabel/);
    expect(res.text).toContain(`DTSTART;VALUE=DATE:${d1.replace(/-/g, '')}`);
    expect(res.text).toContain(`DTEND;VALUE=DATE:${dayOf(new Date(midnight(d2).getTime() + 36 * 60 * 60 * 1000)).replace(/-/g, '')}`);

    const { root, events } = parseIcs(res.text);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(events.map((e) => e.summary).sort()).toEqual(['Neulich', 'Projekttage', longTitle].sort());
    const entry = events.find((e) => e.summary === longTitle)!;
    expect(entry.location).toBe('Raum 204, Erdgeschoss');
    expect(entry.description).toBe('Bitte mitbringen:\n• Äpfel, Birnen\n• Grüße; Wünsche\n\nNotizen: Schlüssel beim Hausmeister');
    expect(entry.uid).toMatch(/@plenum$/);
    expect(entry.component.getFirstProperty('dtstamp')).toBeTruthy();
    expect(entry.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(entry.startDate.toJSDate().getTime()).toBe(timed.getTime());
    const allDay = events.find((e) => e.summary === 'Projekttage')!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(d1);
    expect(allDay.endDate.isDate).toBe(true);
    expect(allDay.duration.days).toBe(2);
  });

  it('revokes every link on deactivate and on rotate; members get new ones on their next read', async () => {
    const g = await svGroup();
    const first = (await g.client.post(`${base(g.tenantId)}/activate`)).body.url;
    const memberFirst = (await g.memberClient.get(base(g.tenantId))).body.url;
    const boardFirst = (await g.boardClient.get(base(g.tenantId))).body.url;
    // Activating an active group keeps its links.
    expect((await g.client.post(`${base(g.tenantId)}/activate`)).body.url).toBe(first);

    const rotated = await g.client.post(`${base(g.tenantId)}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.active).toBe(true);
    expect(rotated.body.url).not.toBe(first);
    const anonymous = t.client();
    for (const url of [first, memberFirst, boardFirst]) expect((await anonymous.get(pathOf(url))).status).toBe(404);
    expect((await anonymous.get(pathOf(rotated.body.url))).status).toBe(200);
    const memberNew = (await g.memberClient.get(base(g.tenantId))).body.url;
    expect(memberNew).not.toBe(memberFirst);
    expect((await anonymous.get(pathOf(memberNew))).status).toBe(200);

    const off = await g.client.post(`${base(g.tenantId)}/deactivate`);
    expect(off.body).toEqual({ active: false, url: null });
    expect((await g.memberClient.get(base(g.tenantId))).body).toEqual({ active: false, url: null });
    expect((await anonymous.get(pathOf(rotated.body.url))).status).toBe(404);
    expect(await feedRows(g.tenantId)).toEqual([]);

    const rotateOff = await g.client.post(`${base(g.tenantId)}/rotate`);
    expect(rotateOff.status).toBe(409);
    expect(rotateOff.body).toEqual(apiError(409, 'ICAL_INACTIVE', 'Die iCal-Links dieser Gruppe sind ausgeschaltet.'));

    const again = (await g.client.post(`${base(g.tenantId)}/activate`)).body.url;
    expect([first, rotated.body.url]).not.toContain(again);
    expect((await anonymous.get(pathOf(rotated.body.url))).status).toBe(404);
    expect((await anonymous.get(pathOf(again))).status).toBe(200);
  });

  it('answers 404 for links that never existed and closes the feed with the calendar module', async () => {
    const g = await svGroup();
    const { url } = (await g.client.post(`${base(g.tenantId)}/activate`)).body;
    const anonymous = t.client();
    for (const path of ['/api/calendar/ical/x.ics', `/api/calendar/ical/${'A'.repeat(43)}.ics`, pathOf(url).replace(/\.ics$/, '.txt')]) {
      const res = await anonymous.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    await g.client
      .put(`/api/tenant/tenant/${g.tenantId}`)
      .send({ integrations: { calendar: false } })
      .expect(200);
    expect((await anonymous.get(pathOf(url))).status).toBe(404);
    const renew = await g.client.post(`${base(g.tenantId)}/renew`);
    expect(renew.status).toBe(403);
    expect(renew.body.code).toBe('MODULE_DISABLED');
  });

  it('is one state with the settings switch', async () => {
    const g = await svGroup();
    const settings = `/api/tenant/tenant/${g.tenantId}`;
    const put = await g.client.put(settings).send({ icalEnabled: true });
    expect(put.status).toBe(200);
    expect(put.body.icalEnabled).toBe(true);
    const { url } = (await g.memberClient.get(base(g.tenantId))).body;
    expect((await t.client().get(pathOf(url))).status).toBe(200);
    // Saving the settings form again (icalEnabled still true) keeps the links.
    await g.client.put(settings).send({ name: 'SV Neuer Name', icalEnabled: true }).expect(200);
    expect((await g.memberClient.get(base(g.tenantId))).body.url).toBe(url);

    await g.client.put(settings).send({ icalEnabled: false }).expect(200);
    expect((await t.client().get(pathOf(url))).status).toBe(404);
    expect((await g.memberClient.get(base(g.tenantId))).body).toEqual({ active: false, url: null });

    await g.client.post(`${base(g.tenantId)}/activate`).expect(200);
    expect((await g.memberClient.get(settings)).body.icalEnabled).toBe(true);
    await g.client.post(`${base(g.tenantId)}/deactivate`).expect(200);
    expect((await g.memberClient.get(settings)).body.icalEnabled).toBe(false);
  });

  it('gives a group switched on before feeds existed its links on first read', async () => {
    const g = await svGroup();
    await t.dataSource.query(`UPDATE tenant SET ical_enabled = true WHERE id = $1`, [g.tenantId]);
    const [first, again] = [(await g.memberClient.get(base(g.tenantId))).body, (await g.memberClient.get(base(g.tenantId))).body];
    expect(first.active).toBe(true);
    expect(again).toEqual(first);
    expect((await t.client().get(pathOf(first.url))).status).toBe(200);
  });

  it('lets only administrators switch, and answers 404 to another group on every route', async () => {
    const g = await svGroup();
    const entry = await addEntry(t.dataSource, g.tenantId, { title: 'Sitzung' });
    for (const action of ['activate', 'deactivate', 'rotate']) {
      const res = await g.boardClient.post(`${base(g.tenantId)}/${action}`);
      expect({ action, status: res.status, body: res.body }).toEqual({ action, status: 403, body: FORBIDDEN });
    }
    await g.client.post(`${base(g.tenantId)}/activate`).expect(200);

    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const routes: [string, string][] = [
      ['get', base(g.tenantId)],
      ['post', `${base(g.tenantId)}/activate`],
      ['post', `${base(g.tenantId)}/deactivate`],
      ['post', `${base(g.tenantId)}/rotate`],
      ['post', `${base(g.tenantId)}/renew`],
      ['get', `/api/calendar/tenant/${g.tenantId}/event/${entry._id}/ics`],
    ];
    for (const [method, path] of routes) {
      const res = method === 'get' ? await stranger.client.get(path) : await stranger.client.post(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
    expect((await g.client.get(base(g.tenantId))).body.active).toBe(true);
    expect((await t.client().get(base(g.tenantId))).status).toBe(401);
  });

  it('answers 404 to malformed group and entry ids, and to huge or HTML feed links, changing nothing', async () => {
    const g = await svGroup();
    const { url } = (await g.client.post(`${base(g.tenantId)}/activate`).send({ active: false, level: 'x'.repeat(5000) })).body;
    expect(url).toEqual(expect.any(String));
    for (const tenantId of ['kein-uuid', encodeURIComponent('<script>alert(1)</script>'), 'x'.repeat(5000)]) {
      for (const [method, path] of [
        ['get', base(tenantId)],
        ['post', `${base(tenantId)}/activate`],
        ['post', `${base(tenantId)}/deactivate`],
        ['post', `${base(tenantId)}/rotate`],
        ['post', `${base(tenantId)}/renew`],
      ]) {
        const res = method === 'get' ? await g.client.get(path) : await g.client.post(path);
        expect({ path: path.slice(0, 80), status: res.status, body: res.body }).toEqual({
          path: path.slice(0, 80),
          status: 404,
          body: NOT_FOUND,
        });
      }
    }
    const entryIcs = (id: string) => `/api/calendar/tenant/${g.tenantId}/event/${id}/ics`;
    for (const id of ['kein-uuid', encodeURIComponent('<b>Termin</b>'), 'x'.repeat(5000)]) {
      expect((await g.memberClient.get(entryIcs(id))).body).toEqual(NOT_FOUND);
    }
    const anonymous = t.client();
    for (const file of [`${'A'.repeat(5000)}.ics`, encodeURIComponent('<script>alert(1)</script>.ics'), `${'A'.repeat(42)}!.ics`]) {
      const res = await anonymous.get(`/api/calendar/ical/${file}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });
    }
    // The link issued before still works: nothing above changed the switch.
    expect((await g.memberClient.get(base(g.tenantId))).body).toEqual({ active: true, url: expect.any(String) });
    expect((await anonymous.get(pathOf(url))).status).toBe(200);
  });

  it('downloads one entry as .ics for a member who may see it', async () => {
    const g = await svGroup();
    const open = await addEntry(t.dataSource, g.tenantId, { title: 'Grillfest, Hof; ab 17 Uhr', location: 'Schulhof' });
    const boardOnly = await addEntry(t.dataSource, g.tenantId, { title: 'Vorstand', viewAccess: SvLevel.SV_BOARD });
    const path = (id: string) => `/api/calendar/tenant/${g.tenantId}/event/${id}/ics`;

    const res = await g.memberClient.get(path(open._id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Grillfest, Hof; ab 17 Uhr\.ics"/);
    const { events } = parseIcs(res.text);
    expect(events.map((e) => [e.summary, e.location])).toEqual([['Grillfest, Hof; ab 17 Uhr', 'Schulhof']]);

    expect((await g.memberClient.get(path(boardOnly._id))).body).toEqual(NOT_FOUND);
    expect((await g.boardClient.get(path(boardOnly._id))).status).toBe(200);
    expect((await g.memberClient.get(path('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});
