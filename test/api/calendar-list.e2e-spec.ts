// The calendar list (paged, `text`, `sort`, the `from`/`to` window) and the dashboard's calendar sections.
import { berlinToday } from '#api/modules/calendar/calendar-dates';
import { SvLevel } from '#shared/levels';
import { calendarGroup, entry, multipart } from '../helpers/calendar';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR).toISOString();

describe('calendar: list and dashboard', () => {
  const t = useTestApp();

  it('matches `text` in title, description and location, with % and _ taken literally', async () => {
    const g = await calendarGroup(t);
    const admin = g.members[SvLevel.SV_ADMIN].client;
    const add = (fields: Record<string, string>) => multipart(admin.post(g.url), entry(fields));
    await add({ title: '100% Beteiligung' });
    await add({ title: '1000 Beteiligte' });
    await add({ title: 'Sitzung', description: '<p>Thema: schul_fest</p>' });
    await add({ title: 'Sitzung', description: '<p>Thema: schulXfest</p>' });
    await add({ title: 'Treffen', location: 'Aula Nord' });
    await add({ title: 'Geheim', location: 'Aula', viewAccess: String(SvLevel.SV_ADMIN) });

    const titles = async (text: string, client = admin) =>
      ((await client.get(g.url).query({ text })).body.items as { title: string; description: string }[]).map(
        (e) => e.title + e.description,
      );
    expect(await titles('0%')).toEqual(['100% Beteiligung']);
    expect(await titles('%')).toEqual(['100% Beteiligung']);
    expect(await titles('schul_fest')).toEqual(['Sitzung<p>Thema: schul_fest</p>']);
    expect(await titles('_')).toEqual(['Sitzung<p>Thema: schul_fest</p>']);
    expect(await titles('aula nord')).toEqual(['Treffen']);
    expect(await titles('BETEILIG')).toHaveLength(2);
    // The filter never reaches entries above the reader's level.
    expect(await titles('Aula', g.members[SvLevel.SV_MEMBER].client)).toEqual(['Treffen']);
    expect(await titles('Aula')).toHaveLength(2);
  });

  it('lists the entries overlapping the window, with plain days counting whole (Berlin)', async () => {
    const g = await calendarGroup(t);
    const admin = g.members[SvLevel.SV_ADMIN].client;
    const add = async (title: string, fields: Record<string, string>) => (await multipart(admin.post(g.url), { title, ...fields })).body;
    await add('Vortag', { startDate: '2026-11-23T10:00:00+01:00', endDate: '2026-11-23T12:00:00+01:00' });
    await add('Über Nacht', { startDate: '2026-11-23T22:00:00+01:00', endDate: '2026-11-24T01:00:00+01:00' });
    await add('Mittags', { startDate: '2026-11-24T12:00:00+01:00', endDate: '2026-11-24T13:00:00+01:00' });
    await add('Spät', { startDate: '2026-11-24T23:30:00+01:00', endDate: '2026-11-24T23:30:00+01:00' });
    await add('Projektwoche', { startDate: '2026-11-20', endDate: '2026-11-24', allDay: 'true' });
    await add('Ganztägig danach', { startDate: '2026-11-25', endDate: '2026-11-25', allDay: 'true' });
    await add('Endet um Mitternacht', { startDate: '2026-11-23T23:00:00+01:00', endDate: '2026-11-24T00:00:00+01:00' });

    const window = async (query: Record<string, string>) =>
      ((await admin.get(g.url).query(query)).body.items as { title: string }[]).map((e) => e.title);
    expect(await window({ from: '2026-11-24', to: '2026-11-24' })).toEqual(['Projektwoche', 'Über Nacht', 'Mittags', 'Spät']);
    // Instants as the web sends a view's range (end a millisecond before the next view starts).
    expect(await window({ from: '2026-11-24T12:30:00+01:00', to: '2026-11-24T23:59:59.999+01:00' })).toEqual([
      'Projektwoche',
      'Mittags',
      'Spät',
    ]);
    expect(await window({ from: '2026-11-25' })).toEqual(['Ganztägig danach']);
    expect(await window({ to: '2026-11-22' })).toEqual(['Projektwoche']);
    expect((await admin.get(g.url).query({ from: 'morgen' })).body).toEqual(validationError('from', 'Bitte gib ein gültiges Datum an.'));
  });

  it('sorts by start by default, by any listed field ascending or descending, and pages', async () => {
    const g = await calendarGroup(t);
    const admin = g.members[SvLevel.SV_ADMIN].client;
    for (const [title, day] of [
      ['B', '12'],
      ['C', '10'],
      ['A', '11'],
    ]) {
      await multipart(admin.post(g.url), { title, startDate: `2026-12-${day}T10:00:00Z` });
    }
    const order = async (query: Record<string, string | number>) =>
      ((await admin.get(g.url).query(query)).body.items as { title: string }[]).map((e) => e.title);
    expect(await order({})).toEqual(['C', 'A', 'B']);
    expect(await order({ sort: '-startDate' })).toEqual(['B', 'A', 'C']);
    expect(await order({ sort: 'title' })).toEqual(['A', 'B', 'C']);
    expect(await order({ sort: '-title' })).toEqual(['C', 'B', 'A']);
    expect(await order({ sort: '-createdAt' })).toEqual(['A', 'C', 'B']);
    const page2 = await admin.get(g.url).query({ pageSize: 2, page: 2 });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ title: 'B' }] });
    expect((await admin.get(g.url).query({ sort: 'author' })).status).toBe(400);
    expect((await admin.get(g.url).query({ pageSize: 201 })).status).toBe(400);
  });

  it('refuses wrong types and oversized query values field by field, and answers 404 to another group’s member', async () => {
    const g = await calendarGroup(t);
    const admin = g.members[SvLevel.SV_ADMIN].client;
    await multipart(admin.post(g.url), entry({ title: 'Sitzung' }));
    for (const [field, query] of [
      ['page', { page: 'zwei' }],
      ['page', { page: 0 }],
      ['pageSize', { pageSize: 'alle' }],
      ['text', { text: 'x'.repeat(101) }],
      ['sort', { sort: '<script>alert(1)</script>' }],
      ['to', { to: '<b>morgen</b>' }],
      ['from', { from: 'x'.repeat(5000) }],
    ] as [string, Record<string, string | number>][]) {
      const res = await admin.get(g.url).query(query);
      const fields = (res.body.details ?? []).map((d: { field: string }) => d.field);
      expect({ field, status: res.status, code: res.body.code, fields }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
    // HTML in the search text is just text: found nowhere, refused nowhere.
    expect((await admin.get(g.url).query({ text: '<img src=x onerror=alert(1)>' })).body).toMatchObject({ total: 0, items: [] });

    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await stranger.client.get(g.url)).body).toEqual(NOT_FOUND);
    expect((await stranger.client.get(g.url).query({ text: 'Sitzung' })).body).toEqual(NOT_FOUND);
    expect((await admin.get('/api/calendar/tenant/kein-uuid/event')).body).toEqual(NOT_FOUND);
  });

  it('fills the dashboard: every entry overlapping today in Berlin (past ones too), then those from tomorrow on', async () => {
    const g = await calendarGroup(t);
    const admin = g.members[SvLevel.SV_ADMIN].client;
    const { from: today, to: tomorrow } = berlinToday(new Date());
    const add = async (title: string, fields: Record<string, string | number>) =>
      (await multipart(admin.post(g.url), { title, ...fields })).status;
    await add('Heute früh vorbei', { startDate: at(today, 0), endDate: at(today, 0.25) });
    await add('Seit gestern', { startDate: at(today, -2), endDate: at(today, 1) });
    await add('Gestern', { startDate: at(today, -5), endDate: at(today, -4) });
    await add('Nur für Vorstand heute', { startDate: at(today, 0.5), viewAccess: SvLevel.SV_BOARD });
    for (let i = 1; i <= 6; i++) await add(`Demnächst ${i}`, { startDate: at(tomorrow, i * 24) });
    await add('Morgen früh', { startDate: at(tomorrow, 0) });

    const sections = async (level: number) => {
      const res = await g.members[level].client.get(`/api/tenant/tenant/${g.tenant._id}/dashboard`);
      expect(res.status).toBe(200);
      const titles = (key: string) => (res.body.sections[key].items as { title: string }[]).map((e) => e.title);
      return { today: titles('calendarToday'), upcoming: titles('calendarUpcoming'), status: res.body.sections.calendarToday.status };
    };
    const member = await sections(SvLevel.SV_MEMBER);
    expect(member.status).toBe('ok');
    expect(member.today).toEqual(['Seit gestern', 'Heute früh vorbei']);
    expect(member.upcoming).toEqual(['Morgen früh', 'Demnächst 1', 'Demnächst 2', 'Demnächst 3', 'Demnächst 4']);
    expect((await sections(SvLevel.SV_BOARD)).today).toEqual(['Seit gestern', 'Heute früh vorbei', 'Nur für Vorstand heute']);

    const item = (await admin.get(`/api/tenant/tenant/${g.tenant._id}/dashboard`)).body.sections.calendarToday.items[0];
    expect(item).toMatchObject({ title: 'Seit gestern', materials: [], mayEdit: true });
  });
});
