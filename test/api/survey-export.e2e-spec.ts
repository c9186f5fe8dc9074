// Survey exports: POST /survey/tenant/{tenantId}/survey/{surveyId}/export {kind} (202), GET .../export/{id}
// (state, progress) and GET .../export/{id}/file. The files are read back as a person's tools would: the CSV
// by a CSV parser, the codes sheet by pdftotext, one of its QR codes rendered (pdftoppm) and scanned (zbarimg).
// Surveys, codes and answers are inserted directly: the survey routes have their own specs.
import { ConfigService } from '#api/config/config';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { SurveyAnswer } from '#api/modules/survey/entities/survey-answer.entity';
import { SurveyCode } from '#api/modules/survey/entities/survey-code.entity';
import { SurveyComponent } from '#api/modules/survey/entities/survey-component.entity';
import { SurveyResult } from '#api/modules/survey/entities/survey-result.entity';
import { Survey } from '#api/modules/survey/entities/survey.entity';
import { SvLevel } from '#shared/levels';
import { LikertTemplate, NominalType, SurveyComponentKind as K, SurveyMode, SurveyState } from '#shared/survey';
import { SURVEY_EXPORT_MESSAGES as XM } from '#shared/survey-export';
import { csvRows, pdfText, savedFile, scannedQrCodes } from '../helpers/downloads';
import { expectApiError, NOT_FOUND, validationError } from '../helpers/expect';
import {
  describeExportContract,
  downloadedExport as finished,
  expectExportAccess,
  expectExportRoutesDocumented,
  expectOwnerFieldsRefused,
  exportRows,
} from '../helpers/exports';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const opt = (n: number) => `c0ffee00-0000-4000-8000-00000000000${n}`;
/** The titles of the questions surveyWithAnswers asks, in their order (the text block asks none). */
const QUESTIONS = ['Lieblingsessen', 'Die Mensa ist sauber.', 'Geschlecht', 'Was fehlt?', 'Drei Wörter'];

describe('survey: exports', () => {
  const t = useTestApp();

  describeExportContract(t, {
    table: 'survey_export',
    owner: async () => {
      const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const survey = await t.dataSource
        .getRepository(Survey)
        .save({ tenantId: admin.tenant._id, authorId: admin.user._id, title: 'Umfrage', state: SurveyState.ACTIVE });
      const surveyUrl = `/api/survey/tenant/${admin.tenant._id}/survey/${survey._id}`;
      return {
        client: admin.client,
        url: `${surveyUrl}/export`,
        stranger: (await t.memberSession({ level: SvLevel.SV_ADMIN })).client,
        deleteOwner: async () => expect((await admin.client.delete(surveyUrl)).status).toBe(200),
      };
    },
    request: (client, url) => client.post(url).send({ kind: 'results' }),
    fileName: 'Ergebnisse_Umfrage.csv',
  });

  /** A group with an admin (survey:edit), a member (none), a TAN survey of every kind with codes and two answers. */
  async function surveyWithAnswers(mode = SurveyMode.TAN) {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const tenantId = admin.tenant._id;
    const survey = await t.dataSource.getRepository(Survey).save({
      tenantId,
      authorId: admin.user._id,
      title: 'Mensa-Umfrage „Süd“',
      mode,
      state: SurveyState.ACTIVE,
    });
    const base = { tenantId, surveyId: survey._id, required: false };
    const components = t.dataSource.getRepository(SurveyComponent);
    const [, choice, likert, nominal, open, cloud] = await components.save([
      { ...base, position: 0, kind: K.TEXT, title: 'Hinweis', text: 'Danke!' },
      {
        ...base,
        position: 1,
        kind: K.CHOICE,
        title: 'Lieblingsessen',
        multiple: true,
        options: [
          { _id: opt(1), label: 'Spätzle' },
          { _id: opt(2), label: 'Gemüse-Curry' },
        ],
      },
      { ...base, position: 2, kind: K.LIKERT, title: 'Die Mensa ist sauber.', scaleTemplate: LikertTemplate.AGREE5 },
      {
        ...base,
        position: 3,
        kind: K.NOMINAL,
        title: 'Geschlecht',
        nominalType: NominalType.SEX,
        options: [
          { _id: opt(3), label: 'Weiblich' },
          { _id: opt(4), label: 'Divers' },
        ],
      },
      { ...base, position: 4, kind: K.OPEN, title: 'Was fehlt?' },
      { ...base, position: 5, kind: K.WORDCLOUD, title: 'Drei Wörter' },
    ]);
    await t.dataSource.getRepository(SurveyCode).save([
      { tenantId, surveyId: survey._id, code: 'ABCD2345', batch: '7a' },
      { tenantId, surveyId: survey._id, code: 'EFGH6789', batch: '7a' },
      { tenantId, surveyId: survey._id, code: 'JKLM2345', batch: '10b' },
      { tenantId, surveyId: survey._id, code: 'NPQR6789', batch: '10b', used: true },
      { tenantId, surveyId: survey._id, code: 'STUV2345', batch: '' },
    ]);
    const results = t.dataSource.getRepository(SurveyResult);
    // The CSV lists answers by their random sort key; here chosen, so that the rows' order is known.
    const day = '2026-11-27';
    const first = await results.save({
      tenantId,
      surveyId: survey._id,
      batch: '10b',
      createdAt: day,
      sortKey: '00000000-0000-4000-8000-000000000001',
    });
    const second = await results.save({
      tenantId,
      surveyId: survey._id,
      batch: '7a',
      createdAt: day,
      sortKey: '00000000-0000-4000-8000-000000000002',
    });
    const a = { surveyId: survey._id, createdAt: day };
    await t.dataSource.getRepository(SurveyAnswer).save([
      { ...a, resultId: first._id, componentId: choice._id, optionIds: [opt(1), opt(2)] },
      { ...a, resultId: first._id, componentId: likert._id, step: 5 },
      { ...a, resultId: first._id, componentId: nominal._id, optionIds: [opt(4)] },
      { ...a, resultId: first._id, componentId: open._id, text: 'Mehr Grünes; „bitte“\nund Obst' },
      { ...a, resultId: first._id, componentId: cloud._id, words: ['lecker', 'laut'] },
      { ...a, resultId: second._id, componentId: choice._id, optionIds: [opt(2)] },
      { ...a, resultId: second._id, componentId: open._id, text: '=HYPERLINK("x")' },
    ]);
    const member = await t.member(admin.tenant, SvLevel.SV_MEMBER);
    const url = `/api/survey/tenant/${tenantId}/survey/${survey._id}/export`;
    return { ...admin, survey, url, memberClient: await t.login(member) };
  }

  it('exports the results as CSV: a BOM, one row per answer, one column per question, choices as words', async () => {
    const g = await surveyWithAnswers();
    const { file, view } = await finished(g.client, g.url, { kind: 'results' });
    expect(view).toMatchObject({ format: 'csv', fileName: 'Ergebnisse_Mensa-Umfrage_Süd.csv', surveyId: g.survey._id });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''Ergebnisse_Mensa-Umfrage_S%C3%BCd.csv`);
    const bytes = file.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(bytes);
    expect(Object.keys(rows[0])).toEqual(['Nr.', 'Abgegeben am', 'Klasse', ...QUESTIONS]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'Nr.': '1',
      Klasse: '10b',
      Lieblingsessen: 'Spätzle, Gemüse-Curry',
      'Die Mensa ist sauber.': 'Stimme voll zu',
      Geschlecht: 'Divers',
      'Was fehlt?': 'Mehr Grünes; „bitte“\nund Obst',
      'Drei Wörter': 'lecker, laut',
    });
    // The day only: a time would link a TAN answer to its code.
    expect(rows[0]['Abgegeben am']).toBe('27.11.2026');
    // A formula typed on the public page stays text in the spreadsheet; unanswered questions stay empty.
    expect(rows[1]).toMatchObject({
      Klasse: '7a',
      Lieblingsessen: 'Gemüse-Curry',
      'Die Mensa ist sauber.': '',
      'Was fehlt?': '\'=HYPERLINK("x")',
    });
  });

  it('exports what the public page stored, and then leaves the spent code off the codes sheet', async () => {
    const g = await surveyWithAnswers();
    const [choice, likert] = await t.dataSource
      .getRepository(SurveyComponent)
      .find({ where: { surveyId: g.survey._id }, order: { position: 'ASC' }, skip: 1, take: 2 });
    const body = {
      code: 'efgh6789',
      answers: [
        { componentId: choice._id, value: [opt(1)] },
        { componentId: likert._id, value: 2 },
      ],
    };
    expect((await t.client().post(`/api/survey/public/survey/${g.survey._id}/result`).send(body)).status).toBe(201);
    const { file } = await finished(g.client, g.url, { kind: 'results' });
    const rows = csvRows(file.body as Buffer);
    expect(rows).toHaveLength(3);
    // Wherever its random sort key put it.
    expect(rows.find((r) => r['Die Mensa ist sauber.'] === 'Stimme eher nicht zu')).toMatchObject({
      Klasse: '7a',
      Lieblingsessen: 'Spätzle',
    });
    const codes = await finished(g.client, g.url, { kind: 'codes' });
    const text = await pdfText(codes.file.body as Buffer);
    expect(text).toContain('ABCD2345');
    expect(text).not.toContain('EFGH6789');
  });

  it('names who answered a PERSONAL survey in an E-Mail column', async () => {
    const g = await surveyWithAnswers(SurveyMode.PERSONAL);
    await t.dataSource
      .getRepository(SurveyResult)
      .update({ surveyId: g.survey._id, batch: '7a' }, { mail: 'özlem@schule.test', batch: null });
    const { file } = await finished(g.client, g.url, { kind: 'results' });
    const rows = csvRows(file.body as Buffer);
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['Nr.', 'Abgegeben am', 'E-Mail']);
    expect(rows[1]['E-Mail']).toBe('özlem@schule.test');
  });

  it('prints every unused code on the codes sheet under its batch label, and a QR code scans to the link with its code', async () => {
    const g = await surveyWithAnswers();
    const { file, view } = await finished(g.client, g.url, { kind: 'codes' });
    expect(view).toMatchObject({ format: 'pdf', fileName: 'Umfragecodes_Mensa-Umfrage_Süd.pdf' });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await savedFile(file.body as Buffer, 'codes.pdf');
    const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim());
    // Batches as people count them ('7a' before '10b'), codes without a label last.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Klasse 7a');
    expect(pages[1]).toContain('Klasse 10b');
    expect(pages[2]).toContain('Ohne Klasse');
    for (const code of ['ABCD2345', 'EFGH6789']) expect(pages[0]).toContain(code);
    expect(pages[1]).toContain('JKLM2345');
    expect(pages[2]).toContain('STUV2345');
    expect(pages.join('')).not.toContain('NPQR6789');
    expect(pages[0]).toContain('Mensa-Umfrage „Süd“');

    const base = t.origin.replace(/\/$/, '');
    expect(await scannedQrCodes(pdf, 2)).toEqual([`${base}/survey-transaction/${g.survey._id}?code=JKLM2345`]);
  });

  it('answers 409 for a codes sheet without unused codes', async () => {
    const g = await surveyWithAnswers();
    await t.dataSource.getRepository(SurveyCode).update({ surveyId: g.survey._id }, { used: true });
    expectApiError(await g.client.post(g.url).send({ kind: 'codes' }), { statusCode: 409, code: 'SURVEY_NO_CODES', message: XM.noCodes });
  });

  it('refuses bad input with a German field message and creates nothing', async () => {
    const g = await surveyWithAnswers();
    for (const body of [{}, { kind: 'docx' }, { kind: 42 }, { kind: ['codes'] }, { kind: 'x'.repeat(100_000) }, { kind: '<b>codes</b>' }])
      expectApiError(await g.client.post(g.url).send(body), validationError('kind', XM.kindInvalid));
    const owner = { table: 'survey_export', column: 'survey_id', id: g.survey._id };
    await expectOwnerFieldsRefused(t, g.client, g.url, { kind: 'codes', surveyId: g.survey._id }, owner);
  });

  it('lets only survey:edit in: 401 without login, 403 for members, 404 for other groups and unknown or malformed ids', async () => {
    const g = await surveyWithAnswers();
    const { view } = await finished(g.client, g.url, { kind: 'results' });
    // The export through another survey of the same group, and malformed or unknown ids. An unknown survey
    // answers SURVEY_NOT_FOUND, an unknown export NOT_FOUND: the checks share only the status.
    const sameGroupOther = await t.dataSource.getRepository(Survey).save({ tenantId: g.tenant._id, title: 'Andere Umfrage' });
    const exportsOf = (tenantId: string, surveyId: string) => `/api/survey/tenant/${tenantId}/survey/${surveyId}/export`;
    const ids = { owner: g.survey._id, sibling: sameGroupOther._id, export: view._id };
    await expectExportAccess(t, exportsOf, ids, { kind: 'results' }, { group: g, other: await surveyWithAnswers() });
    expect((await g.client.get(`${g.url}/${'0'.repeat(8)}-0000-4000-8000-000000000000`)).body).toEqual(NOT_FOUND);
  });

  it('hides a survey above the caller’s role, and its exports go with the survey', async () => {
    const g = await surveyWithAnswers();
    const board = await t.login(await t.member(g.tenant, SvLevel.SV_BOARD));
    const { view } = await finished(g.client, g.url, { kind: 'codes' });
    expect((await board.get(`${g.url}/${view._id}`)).status).toBe(200);
    await t.dataSource.getRepository(Survey).update({ _id: g.survey._id }, { viewAccess: SvLevel.SV_ADMIN });
    expect((await board.get(`${g.url}/${view._id}`)).status).toBe(404);
    expect((await board.post(g.url).send({ kind: 'codes' })).status).toBe(404);
    await t.dataSource.getRepository(Survey).delete({ _id: g.survey._id });
    expect((await g.client.get(`${g.url}/${view._id}`)).status).toBe(404);
    expect(await exportRows(t, 'survey_export', view._id)).toBe(0);
  });

  it('deletes a results CSV with the results it names, and every export file with the survey', async () => {
    const g = await surveyWithAnswers();
    const csv = await finished(g.client, g.url, { kind: 'results' });
    const codes = await finished(g.client, g.url, { kind: 'codes' });
    const storage = createObjectStorage(t.app.get(ConfigService).values, 'exports');
    const keyOf = async (id: string) =>
      ((await t.dataSource.query(`SELECT storage_key FROM survey_export WHERE id = $1`, [id])) as { storage_key: string }[])[0]
        ?.storage_key;
    const [csvKey, codesKey] = [await keyOf(csv.view._id), await keyOf(codes.view._id)];
    const gone = (key: string) =>
      eventually(
        () => storage.open(key),
        (o) => o === null,
        5000,
      );

    // The files go after the commit; the codes sheet names no answer and stays.
    expect((await g.client.delete(`/api/survey/tenant/${g.tenant._id}/survey/${g.survey._id}/result`)).status).toBe(200);
    expect(await gone(csvKey)).toBeNull();
    expect((await g.client.get(`${g.url}/${csv.view._id}`)).status).toBe(404);
    expect(await storage.open(codesKey)).not.toBeNull();

    expect((await g.client.delete(`/api/survey/tenant/${g.tenant._id}/survey/${g.survey._id}`)).status).toBe(200);
    expect(await gone(codesKey)).toBeNull();
  });

  it('documents the three export routes in the OpenAPI JSON', async () => {
    await expectExportRoutesDocumented(t, '/api/survey/tenant/{tenantId}/survey/{surveyId}/export', 'CreateSurveyExportDto');
  });
});
