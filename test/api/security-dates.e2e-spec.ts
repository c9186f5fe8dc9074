// Issue 24 §11: one date parser for the whole product, years 1900 to 2200. Dates the validators used to
// accept (year 0 and 9999 in the calendar list, reachable by a guest; ISO week and ordinal dates in event
// and survey dates) answered 500 further down; each now answers 400 with the field's German message and
// creates nothing.
import { CALENDAR_MESSAGES as CM } from '#shared/calendar';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { SvLevel } from '#shared/levels';
import { eventBody, eventGroup, eventState } from '../fixtures/event';
import { surveyGroup } from '../fixtures/survey';
import { calendarGroup, calendarState, entry, multipart } from '../helpers/calendar';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const DATE_INVALID = 'Bitte gib ein gültiges Datum an.';

const HOSTILE_DATES = [
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2201-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+01:00',
  '2026-W50-1',
  '2026-W50',
  '2026-350',
  '20261204T160000Z',
  '20261204',
  '+002026-12-04T16:00:00Z',
  '2026-12-04T16:00:00+25:00',
  '2026-02-30T10:00:00Z',
];

describe('security: one date parser with bounds', () => {
  const t = useTestApp({ workers: false });

  it('answers 400 in German to hostile calendar list bounds, also for a guest', async () => {
    const g = await calendarGroup(t);
    const guest = g.members[SvLevel.GUEST].client;
    for (const value of HOSTILE_DATES) {
      for (const field of ['from', 'to']) {
        const res = await guest.get(g.url).query({ [field]: value });
        expect({ value, field, status: res.status }).toEqual({ value, field, status: 400 });
        expectApiError(res, validationError(field, CM.dateInvalid));
      }
    }
    // The bounds themselves are dates.
    expect((await guest.get(g.url).query({ from: '1900-01-01', to: '2200-12-31' })).status).toBe(200);
  });

  it('refuses hostile start and end dates of a calendar entry, creating nothing', async () => {
    const g = await calendarGroup(t);
    const before = await calendarState(t, g.tenant._id);
    for (const value of HOSTILE_DATES) {
      for (const field of ['startDate', 'endDate']) {
        const res = await multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry({ [field]: value }));
        expectApiError(res, validationError(field, CM.dateInvalid));
      }
    }
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('refuses hostile event dates, creating nothing', async () => {
    const g = await eventGroup(t);
    const before = await eventState(t, g.tenant._id);
    for (const value of HOSTILE_DATES) {
      for (const field of ['startDate', 'endDate']) {
        const res = await g
          .as(SvLevel.SV_BOARD)
          .post(g.url)
          .send(eventBody({ [field]: value }));
        expect({ value, field, status: res.status }).toEqual({ value, field, status: 400 });
        expectApiError(res, validationError(field, EM.dateInvalid));
      }
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('refuses hostile survey periods, creating nothing', async () => {
    const g = await surveyGroup(t);
    const count = async () => (await t.dataSource.query(`SELECT id FROM survey WHERE tenant_id = $1`, [g.tenant._id])).length;
    for (const value of HOSTILE_DATES) {
      for (const field of ['startDate', 'endDate']) {
        const res = await g.editor.post(g.url).send({ title: 'Schulklima', mode: 'DEFAULT', [field]: value });
        expect({ value, field, status: res.status }).toEqual({ value, field, status: 400 });
        expectApiError(res, validationError(field, DATE_INVALID));
      }
    }
    expect(await count()).toBe(0);
    // A time without offset is Berlin wall-clock, as everywhere in the product.
    const ok = await g.editor
      .post(g.url)
      .send({ title: 'Schulklima', mode: 'DEFAULT', startDate: '2026-12-01T08:00:00', endDate: '2026-12-04' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ startDate: '2026-12-01T07:00:00.000Z', endDate: '2026-12-03T23:00:00.000Z' });
  });
});
