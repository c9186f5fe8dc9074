// Survey demo data for `npm run up`, in the Goethe-Gymnasium's SV: an active survey on the school climate
// with one question of each kind and a dozen answers, and an active TAN survey with code sheets for the
// classes 7a and 7b. Found by (group, title), answers and codes by their survey, so a second run adds nothing.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LikertTemplate, NOMINAL_OPTIONS, NominalType, SurveyComponentKind as Kind, SurveyMode, SurveyState } from '#shared/survey';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { berlinDayOf } from '../src/core/iso-date';
import { SurveyAnswer } from '../src/modules/survey/entities/survey-answer.entity';
import { SurveyCode } from '../src/modules/survey/entities/survey-code.entity';
import { SurveyComponent } from '../src/modules/survey/entities/survey-component.entity';
import { SurveyResult } from '../src/modules/survey/entities/survey-result.entity';
import { Survey } from '../src/modules/survey/entities/survey.entity';
import { freshCodes } from '../src/modules/survey/survey-codes';

const SCHOOL = 'sv-goethe';
const AUTHOR = 'emma.schulsprecherin@plenum.test';
export const DEMO_SURVEY_TITLE = 'Schulklima 2026';
export const DEMO_TAN_SURVEY_TITLE = 'Feedback zur Projektwoche';
export const DEMO_TAN_BATCHES = ['7a', '7b'];
const CODES_PER_CLASS = 28;

type Question = Pick<SurveyComponent, 'kind' | 'title' | 'required'> & Partial<SurveyComponent>;

const opts = (...labels: string[]) => labels.map((label) => ({ _id: randomUUID(), label }));

const CLIMATE: Question[] = [
  { kind: Kind.TEXT, title: 'Willkommen!', text: 'Die Umfrage ist anonym und dauert etwa drei Minuten.', required: false },
  { kind: Kind.LIKERT, title: 'Ich fühle mich an unserer Schule wohl.', required: true, scaleTemplate: LikertTemplate.AGREE5 },
  {
    kind: Kind.CHOICE,
    title: 'Was soll die SV als Nächstes angehen?',
    required: true,
    options: opts('Schulhof', 'Mensa', 'Toiletten', 'Digitales'),
    multiple: true,
    maxSelection: 2,
  },
  {
    kind: Kind.NOMINAL,
    title: 'Warst du beim letzten Schulfest?',
    required: false,
    nominalType: NominalType.YESNO,
    options: opts(...NOMINAL_OPTIONS.YESNO),
  },
  { kind: Kind.WORDCLOUD, title: 'Unsere Schule in drei Wörtern', required: false },
  { kind: Kind.OPEN, title: 'Was wünschst du dir von der SV?', required: false },
];

/** [Likert step, choice indexes, nominal index or null, words, open text or null] per participant. */
const CLIMATE_ANSWERS: [number, number[], number | null, string[], string | null][] = [
  [5, [0, 1], 0, ['bunt', 'laut', 'freundlich'], 'Mehr Sitzbänke auf dem Schulhof.'],
  [4, [1], 0, ['bunt', 'modern'], null],
  [4, [3], 1, ['freundlich'], 'WLAN in allen Räumen.'],
  [3, [2], 0, ['laut', 'eng'], null],
  [5, [0], 0, ['bunt', 'freundlich'], 'Ein Schulgarten wäre toll.'],
  [2, [2, 1], 1, ['alt', 'eng'], 'Die Toiletten müssen renoviert werden.'],
  [4, [0, 3], null, ['bunt'], null],
  [4, [1], 0, ['lecker', 'laut'], 'Vegetarisches Essen jeden Tag.'],
  [3, [3], 1, ['digital'], null],
  [5, [0], 0, ['freundlich', 'bunt', 'grün'], null],
  [1, [2], null, [], 'Mehr Ruheräume.'],
  [4, [0, 1], 0, ['laut'], null],
];

const FEEDBACK: Question[] = [
  { kind: Kind.LIKERT, title: 'Wie bewertest du die Projektwoche?', required: true, scaleTemplate: LikertTemplate.GRADE6 },
  {
    kind: Kind.CHOICE,
    title: 'Welches Projekt hast du besucht?',
    required: true,
    options: opts('Theater', 'Robotik', 'Schülerzeitung', 'Sport'),
  },
  { kind: Kind.OPEN, title: 'Was sollen wir nächstes Mal besser machen?', required: false },
];

export async function seedSurveys(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const tenant = [...tenants.values()].find((t) => t.shortcode === SCHOOL);
  if (!tenant) return;
  const authorId = users.get(AUTHOR)?._id ?? null;

  const climate = await survey(m, tenant, authorId, DEMO_SURVEY_TITLE, SurveyMode.ANONYMOUS, CLIMATE, onCreate);
  if ((await m.countBy(SurveyResult, { surveyId: climate._id })) === 0) {
    const components = await m.find(SurveyComponent, { where: { surveyId: climate._id }, order: { position: 'ASC' } });
    const [, likert, choice, nominal, cloud, open] = components;
    const day = berlinDayOf(new Date());
    for (const [step, choices, yesNo, words, text] of CLIMATE_ANSWERS) {
      onCreate();
      const result = await m.save(
        SurveyResult,
        m.create(SurveyResult, {
          tenantId: tenant._id,
          surveyId: climate._id,
          createdAt: day,
          sortKey: randomUUID(),
          participantHash: null,
          mail: null,
          name: null,
          batch: null,
        }),
      );
      const row = (c: SurveyComponent, part: Partial<SurveyAnswer>) =>
        m.create(SurveyAnswer, {
          resultId: result._id,
          componentId: c._id,
          surveyId: climate._id,
          optionIds: null,
          step: null,
          text: null,
          words: null,
          createdAt: day,
          ...part,
        });
      const rows = [row(likert, { step }), row(choice, { optionIds: choices.map((n) => choice.options[n]._id) })];
      if (yesNo !== null) rows.push(row(nominal, { optionIds: [nominal.options[yesNo]._id] }));
      if (words.length > 0) rows.push(row(cloud, { words }));
      if (text) rows.push(row(open, { text }));
      await m.save(SurveyAnswer, rows);
    }
  }

  const feedback = await survey(m, tenant, authorId, DEMO_TAN_SURVEY_TITLE, SurveyMode.TAN, FEEDBACK, onCreate);
  for (const batch of DEMO_TAN_BATCHES) {
    if ((await m.countBy(SurveyCode, { surveyId: feedback._id, batch })) > 0) continue;
    onCreate();
    await m.save(
      SurveyCode,
      freshCodes(CODES_PER_CLASS).map((code) => m.create(SurveyCode, { tenantId: tenant._id, surveyId: feedback._id, batch, code })),
    );
  }
}

async function survey(
  m: EntityManager,
  tenant: Tenant,
  authorId: string | null,
  title: string,
  mode: SurveyMode,
  questions: Question[],
  onCreate: () => void,
) {
  const found = await m.findOneBy(Survey, { tenantId: tenant._id, title });
  if (found) return found;
  onCreate();
  const created = await m.save(
    Survey,
    m.create(Survey, {
      tenantId: tenant._id,
      authorId,
      title,
      description: `Eine Umfrage der ${tenant.name}.`,
      mode,
      state: SurveyState.ACTIVE,
      viewAccess: 0,
    }),
  );
  await m.save(
    SurveyComponent,
    questions.map((q, position) =>
      m.create(SurveyComponent, {
        tenantId: tenant._id,
        surveyId: created._id,
        position,
        text: '',
        options: [],
        multiple: false,
        maxSelection: 0,
        scaleTemplate: null,
        nominalType: null,
        ...q,
      }),
    ),
  );
  return created;
}
