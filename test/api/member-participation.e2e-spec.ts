// Issue 28 §1: members take part from inside the app. Events: GET/POST
// /event/tenant/{tenantId}/event/{eventId}/own-registration registers the logged-in member with the
// account's name and address (the body names only custom-field answers), once, while registration is on,
// for events their role may see. Surveys: the public routes answer a logged-in PERSONAL participation as
// the account, without a mail field, and tell that account (only it) that it has answered.
import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { SvLevel } from '#shared/levels';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { createEvent, eventGroup, EventGroup, eventState, fieldIds, publicUrl } from '../fixtures/event';
import { activeSurvey, fullAnswer, publicSurveyUrl, surveyGroup } from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const EVENT_NOT_FOUND = { statusCode: 404, message: EM.notFound };
const ALREADY = { statusCode: 409, code: 'EVENT_ALREADY_REGISTERED', message: EM.alreadyRegistered };

describe('event: a member registers from inside the app', () => {
  const t = useTestApp();
  let g: EventGroup;

  beforeAll(async () => {
    g = await eventGroup(t);
  });

  const own = (eventId: string) => `${g.url}/${eventId}/own-registration`;
  const member = () => g.members[SvLevel.SV_MEMBER];

  it("stores the account's name and address, says 'Du bist angemeldet.', mails a confirmation and refuses a second one", async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const { client, user } = member();
    expect((await client.get(own(event._id))).body).toEqual({ registered: false });

    const res = await client.post(own(event._id)).send({ answers: { [f.Klasse]: '5b' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Du bist angemeldet.' });
    const rows = await t.dataSource.query(`SELECT first_name, last_name, mail, answers FROM event_registration WHERE event_id = $1`, [
      event._id,
    ]);
    expect(rows).toEqual([{ first_name: 'Stufe', last_name: String(SvLevel.SV_MEMBER), mail: user.mail, answers: expect.any(Object) }]);
    expect(JSON.stringify(rows[0].answers)).toContain('5b');
    await waitForMail(user.mail, /Anmeldung/);
    expect((await client.get(own(event._id))).body).toEqual({ registered: true });

    // A second registration is refused and stores nothing.
    const before = await eventState(t, g.tenant._id);
    expectApiError(await client.post(own(event._id)).send({ answers: { [f.Klasse]: '5a' } }), ALREADY);
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('counts a registration of the same address through the public form (any case) as the member’s own', async () => {
    const event = await createEvent(g, { customFields: [] });
    const { client, user } = g.members[SvLevel.SV_BOARD];
    const typed = { firstName: 'Lea', lastName: 'Schmidt', mail: user.mail.toUpperCase() };
    expect(
      (
        await t
          .client()
          .post(`${publicUrl(event._id)}/registration`)
          .send(typed)
      ).status,
    ).toBe(201);
    expect((await client.get(own(event._id))).body).toEqual({ registered: true });
    expectApiError(await client.post(own(event._id)).send({}), ALREADY);
  });

  it('takes name and address only from the account: a body naming them is refused and changes nothing', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const before = await eventState(t, g.tenant._id);
    for (const extra of [{ mail: 'victim@example.org' }, { firstName: 'Jemand' }, { eventId: randomUUID() }, { tenantId: randomUUID() }]) {
      const res = await member()
        .client.post(own(event._id))
        .send({ answers: { [f.Klasse]: '5a' }, ...extra });
      expect(res.status).toBe(400);
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('checks the answers like the public form: a missing required field or an unknown option is a German 400', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const before = await eventState(t, g.tenant._id);
    expectApiError(await member().client.post(own(event._id)).send({}), validationError(`answers.${f.Klasse}`, EM.answerRequired));
    expectApiError(
      await member()
        .client.post(own(event._id))
        .send({ answers: { [f.Klasse]: '9z' } }),
      validationError(`answers.${f.Klasse}`, EM.answerNotAnOption),
    );
    expect((await member().client.post(own(event._id)).send({ answers: 'x' })).status).toBe(400);
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('is closed while registration is off (403) and for events the role may not see (404)', async () => {
    const closed = await createEvent(g, { switches: { program: true, registration: false, checkin: true } });
    // Hidden from members: the event does not exist for them.
    const boardOnly = await createEvent(g, { customFields: [], viewAccess: SvLevel.SV_BOARD });
    const before = await eventState(t, g.tenant._id);
    expectApiError(await member().client.post(own(closed._id)).send({}), {
      statusCode: 403,
      code: 'EVENT_SWITCH_OFF',
      message: EM.noAccess,
    });
    expectApiError(await member().client.get(own(boardOnly._id)), EVENT_NOT_FOUND);
    expectApiError(await member().client.post(own(boardOnly._id)).send({}), EVENT_NOT_FOUND);
    expect(await eventState(t, g.tenant._id)).toEqual(before);
    expect((await g.as(SvLevel.SV_BOARD).post(own(boardOnly._id)).send({})).status).toBe(201);
  });

  it("hides another group's events: 404 through either group's path, nothing stored", async () => {
    const event = await createEvent(g, { customFields: [] });
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherUrl = `/api/event/tenant/${other.tenant._id}/event/${event._id}/own-registration`;
    const before = await eventState(t, g.tenant._id);
    expectApiError(await other.client.get(otherUrl), EVENT_NOT_FOUND);
    expectApiError(await other.client.post(otherUrl).send({}), EVENT_NOT_FOUND);
    // Through the event's own group, of which the caller is no member.
    expectApiError(await other.client.post(own(event._id)).send({}), { statusCode: 404 });
    expectApiError(await t.client().post(own(event._id)).send({}), { statusCode: 401 });
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });
});

describe('survey: a logged-in member answers a PERSONAL survey from inside the app', () => {
  const t = useTestApp();

  it('stores the answer as the account without a mail field or confirmation, and tells only that account it answered', async () => {
    const g = await surveyGroup(t);
    const s = await activeSurvey(g, { mode: 'PERSONAL' });
    const { client, user } = g.members[SvLevel.SV_MEMBER];
    const first = await client.get(publicSurveyUrl(s._id));
    expect(first.body).toMatchObject({ alreadyAnswered: false, account: { name: `Stufe ${SvLevel.SV_MEMBER}`, mail: user.mail } });

    const res = await client.post(`${publicSurveyUrl(s._id)}/result`).send(fullAnswer(s));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.any(String), message: SM.answered });
    const [row] = await t.dataSource.query(`SELECT mail, name FROM survey_result WHERE survey_id = $1`, [s._id]);
    expect(row).toEqual({ mail: user.mail, name: `Stufe ${SvLevel.SV_MEMBER}` });
    expect(await t.dataSource.query(`SELECT 1 FROM survey_confirmation WHERE survey_id = $1`, [s._id])).toEqual([]);

    expect((await client.get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(true);
    expectApiError(await client.post(`${publicSurveyUrl(s._id)}/result`).send(fullAnswer(s)), {
      statusCode: 409,
      message: SM.alreadyAnswered,
    });
    // Nobody else learns it: another member and a visitor without login read false.
    expect((await g.as(SvLevel.SV_BOARD).get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(false);
    expect((await t.client().get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(false);
  });
});
