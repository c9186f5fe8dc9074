// Issue 24 §2-4: survey answers that cannot be linked to a code, a device or a typed address. Each test
// first plays the attack of the outside probe (it succeeded before these rules) and then checks the rule:
// - TAN: the answer's and the code's times matched to the millisecond, and lists ran in arrival order;
// - ANONYMOUS: the client chose the device identifier, so new values gave new answers;
// - PERSONAL: anyone answered as any address, and a repeat told whether the address had answered.
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { activeSurvey, fullAnswer, generateCodes, ids, participant, publicSurveyUrl, surveyGroup, SurveyGroup } from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { linkIn, mailsTo, waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARTICIPATION_MISSING = { statusCode: 400, code: 'SURVEY_PARTICIPATION_MISSING', message: SM.participationMissing };
const ALREADY = { statusCode: 409, code: 'SURVEY_ALREADY_ANSWERED', message: SM.alreadyAnswered };
const LINK_INVALID = { statusCode: 404, code: 'SURVEY_CONFIRMATION_INVALID', message: SM.confirmationInvalid };

describe('survey: answers cannot be linked (issue 24)', () => {
  const t = useTestApp();
  let g: SurveyGroup;

  beforeAll(async () => {
    g = await surveyGroup(t);
  });

  const resultUrl = (surveyId: string) => `${publicSurveyUrl(surveyId)}/result`;
  const columns = async (table: string) =>
    (
      await t.dataSource.query(`SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = $1`, [
        table,
      ])
    ).map((c: { name: string; type: string }) => `${c.name}:${c.type}`) as string[];

  describe('TAN (§2)', () => {
    it('stores and shows an answer only with its day, and a spent code with no time at all', async () => {
      const s = await activeSurvey(g, { mode: 'TAN' });
      const [code] = await generateCodes(g, s._id, 2, '7a');
      const before = (await g.editor.get(`${g.url}/${s._id}/codes`)).body.items;
      expect((await t.client().post(resultUrl(s._id)).send(fullAnswer(s, { code }))).status).toBe(201);

      // The probe matched the answer's createdAt to the code's usedAt: neither carries a time now.
      const results = (await g.editor.get(`${g.url}/${s._id}/result`)).body.items;
      expect(results).toHaveLength(1);
      expect(results[0].createdAt).toMatch(DAY);
      const { q } = ids(s);
      const open = (await g.editor.get(`${g.url}/${s._id}/statistics/component/${q['Was wünschst du dir?']}/open`)).body.items;
      expect(open[0].createdAt).toMatch(DAY);
      const codes = (await g.editor.get(`${g.url}/${s._id}/codes`)).body;
      const spent = codes.items.find((c: { code: string }) => c.code === code);
      expect(Object.keys(spent).sort()).toEqual(['_id', 'batch', 'code', 'createdAt', 'used']);
      expect(spent.used).toBe(true);
      // Spending changed nothing but the flag: the code's timestamps are those of its generation.
      expect(spent.createdAt).toBe(before.find((c: { code: string }) => c.code === code).createdAt);
      expect(codes.batches).toEqual([{ batch: '7a', total: 2, used: 1 }]);

      // The database holds no finer time and no link either.
      expect(await columns('survey_result')).toEqual(expect.arrayContaining(['created_at:date', 'sort_key:uuid']));
      expect((await columns('survey_result')).filter((c) => /timestamp|^code_id|^updated_at/.test(c))).toEqual([]);
      expect(await columns('survey_answer')).toContain('created_at:date');
      expect((await columns('survey_code')).filter((c) => c.startsWith('used_at'))).toEqual([]);
      const [row] = await t.dataSource.query(`SELECT updated_at = created_at AS untouched FROM survey_code WHERE upper(code) = $1`, [code]);
      expect(row.untouched).toBe(true);
    });

    it('lists answers and their open texts in a random order fixed per answer, never in arrival order', async () => {
      const s = await activeSurvey(g, { mode: 'TAN' });
      const { q } = ids(s);
      const codes = await generateCodes(g, s._id, 8, '7b');
      const sent: string[] = [];
      for (const [i, code] of codes.entries()) {
        const text = `Antwort ${i + 1}`;
        const body = fullAnswer(s, { code });
        body.answers = body.answers.map((a) => (a.componentId === q['Was wünschst du dir?'] ? { ...a, value: text } : a));
        expect((await t.client().post(resultUrl(s._id)).send(body)).status).toBe(201);
        sent.push(text);
      }
      const textOf = (answers: { componentId: string; value: string }[]) =>
        answers.find((a) => a.componentId === q['Was wünschst du dir?'])!.value;
      const listed = (await g.editor.get(`${g.url}/${s._id}/result`)).body.items.map((r: { answers: []; createdAt: string }) =>
        textOf(r.answers),
      );
      expect([...listed].sort()).toEqual([...sent].sort());
      // Neither oldest nor newest first (8! orders: a random one matches either by chance once in 20,160).
      expect(listed).not.toEqual(sent);
      expect(listed).not.toEqual([...sent].reverse());
      // The order is the stored random key's, the same on every call.
      const again = (await g.editor.get(`${g.url}/${s._id}/result`)).body.items.map((r: { answers: [] }) => textOf(r.answers));
      expect(again).toEqual(listed);
      const byKey = await t.dataSource.query(`SELECT id FROM survey_result WHERE survey_id = $1 ORDER BY sort_key, id`, [s._id]);
      expect((await g.editor.get(`${g.url}/${s._id}/result`)).body.items.map((r: { _id: string }) => r._id)).toEqual(
        byKey.map((r: { id: string }) => r.id),
      );
      const openTexts = (
        await g.editor.get(`${g.url}/${s._id}/statistics/component/${q['Was wünschst du dir?']}/open`).query({ pageSize: 20 })
      ).body.items.map((a: { text: string }) => a.text);
      expect(openTexts).not.toEqual(sent);
      expect(openTexts).not.toEqual([...sent].reverse());
    });

    it('takes a class label as batch name (letters incl. ä ö ü ß, digits, spaces, at most 20), nothing else', async () => {
      const s = await activeSurvey(g, { mode: 'TAN' });
      const gen = (batch: string) => g.editor.put(`${g.url}/${s._id}/gencodes`).send({ count: 1, batch });
      for (const batch of ['Max Mustermann aus der 7a', 'Lea.Schmidt', 'Lea_Schmidt', '7a<script>', 'Jörg-Ünal', 'x\u3164y', 'Zoë']) {
        expectApiError(await gen(batch), validationError('batch', SM.batchInvalid));
      }
      for (const batch of ['7a', 'Klasse 10b', 'Übergang ß äöü', 'x'.repeat(20)]) expect((await gen(batch)).status).toBe(200);
      expectApiError(await gen('x'.repeat(21)), validationError('batch', SM.batchInvalid));
      expect((await g.editor.get(`${g.url}/${s._id}/codes`)).body.batches.map((b: { batch: string }) => b.batch)).toHaveLength(4);
    });
  });

  describe('ANONYMOUS (§3)', () => {
    it('refuses an answer without this survey’s participation cookie: missing, forged or another survey’s', async () => {
      const s = await activeSurvey(g, { mode: 'ANONYMOUS' });
      const other = await activeSurvey(g, { mode: 'ANONYMOUS' });
      // The probe's attack: a new identifier per request gave a new answer each time. Now the field is unknown.
      expectApiError(
        await t
          .client()
          .post(resultUrl(s._id))
          .send({ ...fullAnswer(s), identifier: 'geraet-1' }),
        { statusCode: 400 },
      );
      expectApiError(await t.client().get(publicSurveyUrl(s._id)).query({ identifier: 'geraet-1' }), { statusCode: 400 });
      expectApiError(await t.client().post(resultUrl(s._id)).send(fullAnswer(s)), PARTICIPATION_MISSING);

      const page = await t.client().get(publicSurveyUrl(s._id));
      const cookie = (page.headers['set-cookie'] as unknown as string[])[0];
      expect(cookie).toMatch(new RegExp(`^survey_${s._id.replace(/-/g, '')}=`));
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain(`Path=/api/survey/public/survey/${s._id}`);
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      const [random] = decodeURIComponent(value).split('.');

      const send = (surveyId: string, cookieHeader: string) =>
        t.client().post(resultUrl(surveyId)).set('Cookie', cookieHeader).send(fullAnswer(s));
      expectApiError(await send(s._id, `${name}=${random}.AAAA`), PARTICIPATION_MISSING);
      expectApiError(await send(s._id, `${name}=${random}`), PARTICIPATION_MISSING);
      expectApiError(await send(s._id, `${name}=x${decodeURIComponent(value)}`), PARTICIPATION_MISSING);
      // Survey A's cookie under survey B's name: the signature binds it to A.
      const otherName = `survey_${other._id.replace(/-/g, '')}`;
      expectApiError(
        await t.client().post(resultUrl(other._id)).set('Cookie', `${otherName}=${value}`).send(fullAnswer(other)),
        PARTICIPATION_MISSING,
      );
      expect(await t.dataSource.query(`SELECT id FROM survey_result WHERE survey_id IN ($1, $2)`, [s._id, other._id])).toEqual([]);

      // The genuine cookie answers once; the database keeps only a keyed hash of it.
      expect((await send(s._id, pair)).status).toBe(201);
      expectApiError(await send(s._id, pair), ALREADY);
      const stored = JSON.stringify(await t.dataSource.query(`SELECT * FROM survey_result WHERE survey_id = $1`, [s._id]));
      expect(stored).not.toContain(random);
    });

    it('tells only the cookie’s holder that it has answered, and keeps an open page’s cookie', async () => {
      const s = await activeSurvey(g, { mode: 'ANONYMOUS' });
      const browser = await participant(t, s._id);
      const again = await browser.get(publicSurveyUrl(s._id));
      expect(again.headers['set-cookie']).toBeUndefined();
      expect((await browser.post(resultUrl(s._id)).send(fullAnswer(s))).status).toBe(201);
      expect((await browser.get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(true);
      expect((await t.client().get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(false);
    });
  });

  describe('PERSONAL without login (§4)', () => {
    const outboxEvents = async (since: Date) =>
      Number(
        (
          await t.dataSource.query(
            `SELECT COUNT(*)::int AS n FROM outbox WHERE type = 'survey.confirmation-requested' AND created_at >= $1`,
            [since],
          )
        )[0].n,
      );
    const participants = async (surveyId: string) => (await g.editor.get(`${g.url}/${surveyId}/statistics`)).body.participants as number;
    const confirm = (token: string) => t.client().post('/api/survey/public/confirm').send({ token });

    it('counts a typed address only once its mailed link is opened; a repeat answers the same and mails nothing', async () => {
      const since = new Date(Date.now() - 1000);
      const s = await activeSurvey(g, { mode: 'PERSONAL' });
      const address = `lehrer-${s._id.slice(0, 8)}@schule.test`;
      const WAIT = { _id: null, message: SM.confirmationSent };
      // The probe answered as a teacher's address and it counted at once.
      const first = await t
        .client()
        .post(resultUrl(s._id))
        .send(fullAnswer(s, { mail: address }));
      expect(first.status).toBe(202);
      expect(first.body).toEqual(WAIT);
      expect(await participants(s._id)).toBe(0);
      expect((await g.editor.get(`${g.url}/${s._id}/result`)).body.total).toBe(0);
      // A repeat while the link waits: the same answer, no second mail.
      const pending = await t
        .client()
        .post(resultUrl(s._id))
        .send(fullAnswer(s, { mail: address.toUpperCase() }));
      expect([pending.status, pending.body]).toEqual([202, WAIT]);

      const mail = await waitForMail(address, /Bitte bestätige deine Antwort/, 60_000);
      expect(mail.subject).toBe('Plenum: Bitte bestätige deine Antwort');
      const link = linkIn(mail, '/survey-confirm');
      const token = link.searchParams.get('token')!;
      expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM survey_confirmation WHERE survey_id = $1`, [s._id]))).not.toContain(
        token,
      );
      expectApiError(await confirm('erfunden'), LINK_INVALID);
      // Hostile shapes: a German 400, nothing confirmed.
      for (const body of [{ token: 42 }, { token: 'x'.repeat(101) }, { token, extra: true }, {}]) {
        expectApiError(await t.client().post('/api/survey/public/confirm').send(body), { statusCode: 400 });
      }
      expect(await participants(s._id)).toBe(0);
      const confirmed = await confirm(token);
      expect([confirmed.status, confirmed.body]).toEqual([200, { message: SM.confirmed }]);
      expect(await participants(s._id)).toBe(1);
      const listed = (await g.editor.get(`${g.url}/${s._id}/result`)).body.items;
      expect(listed.map((r: { mail: string; name: string | null }) => [r.mail, r.name])).toEqual([[address, null]]);
      // Single use.
      expectApiError(await confirm(token), LINK_INVALID);

      // The probe's second attempt told that the address had answered: now the same 202, and nothing is sent.
      const repeat = await t
        .client()
        .post(resultUrl(s._id))
        .send(fullAnswer(s, { mail: address }));
      expect([repeat.status, repeat.body]).toEqual([202, WAIT]);
      const unknown = await t
        .client()
        .post(resultUrl(s._id))
        .send(fullAnswer(s, { mail: `neu-${address}` }));
      expect([unknown.status, unknown.body]).toEqual([202, WAIT]);
      expect(await participants(s._id)).toBe(1);
      expect(await outboxEvents(since)).toBe(2); // the first address once, the new address once
      await waitForMail(`neu-${address}`, /Bitte bestätige/, 60_000);
      expect(await mailsTo(address)).toHaveLength(1);
    });

    it('lets an unopened link expire after PERSONAL_CONFIRM_MINUTES: it confirms nothing and is deleted', async () => {
      const s = await activeSurvey(g, { mode: 'PERSONAL' });
      const address = `spaet-${s._id.slice(0, 8)}@schule.test`;
      expect(
        (
          await t
            .client()
            .post(resultUrl(s._id))
            .send(fullAnswer(s, { mail: address }))
        ).status,
      ).toBe(202);
      const [{ minutes }] = await t.dataSource.query(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM survey_confirmation WHERE survey_id = $1`,
        [s._id],
      );
      expect(minutes).toBe(1440);
      const token = linkIn(await waitForMail(address, /Bitte bestätige/, 60_000), '/survey-confirm').searchParams.get('token')!;
      // A day later.
      await t.dataSource.query(`UPDATE survey_confirmation SET expires_at = now() - interval '1 second' WHERE survey_id = $1`, [s._id]);
      expectApiError(await confirm(token), LINK_INVALID);
      expect(await t.dataSource.query(`SELECT id FROM survey_confirmation WHERE survey_id = $1`, [s._id])).toEqual([]);
      expect(await participants(s._id)).toBe(0);
      // The address may try again and gets a new link.
      expect(
        (
          await t
            .client()
            .post(resultUrl(s._id))
            .send(fullAnswer(s, { mail: address }))
        ).status,
      ).toBe(202);
      expect(await t.dataSource.query(`SELECT id FROM survey_confirmation WHERE survey_id = $1`, [s._id])).toHaveLength(1);
    });
  });
});
