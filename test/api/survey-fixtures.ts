// Survey e2e helpers: a group with a logged-in member at every level, surveys built through the API
// (questions added one by one, as the editor does), activation, codes, and the public routes' URLs.
import { randomUUID } from 'node:crypto';
import { SvLevel, TenantType } from '#shared/levels';
import type { SurveyView } from '#shared/survey';
import type { TestApp } from '../helpers/app';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';

export async function surveyGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const url = `/api/survey/tenant/${tenant._id}/survey`;
  return { tenant, members, url, as: (level: number) => members[level].client, editor: members[SvLevel.SV_BOARD].client };
}
export type SurveyGroup = Awaited<ReturnType<typeof surveyGroup>>;

export const publicSurveyUrl = (surveyId: string) => `/api/survey/public/survey/${surveyId}`;
export const device = () => `device-${randomUUID()}`;

/** One question of each kind, in this order. */
export const EVERY_KIND = [
  { kind: 'TEXT', title: 'Hallo!', text: 'Diese Umfrage dauert 2 Minuten.' },
  { kind: 'CHOICE', title: 'Lieblingsfach', required: true, options: [{ label: 'Mathe' }, { label: 'Deutsch' }, { label: 'Sport' }] },
  {
    kind: 'CHOICE',
    title: 'AGs',
    options: [{ label: 'Theater' }, { label: 'Chor' }, { label: 'Robotik' }],
    multiple: true,
    maxSelection: 2,
  },
  { kind: 'LIKERT', title: 'Ich fühle mich wohl.', required: true, scaleTemplate: 'AGREE5' },
  { kind: 'NOMINAL', title: 'Warst du beim Schulfest?', nominalType: 'YESNO' },
  { kind: 'OPEN', title: 'Was wünschst du dir?' },
  { kind: 'WORDCLOUD', title: 'Drei Wörter zur Schule' },
];

/** Creates a survey as a board member and adds the questions; returns the survey with its questions. */
export async function createSurvey(
  g: SurveyGroup,
  body: Record<string, unknown> = {},
  components: object[] = EVERY_KIND,
): Promise<SurveyView> {
  const res = await g.editor.post(g.url).send({ title: 'Schulklima', ...body });
  if (res.status !== 201) throw new Error(`creating a survey failed: ${res.status} ${JSON.stringify(res.body)}`);
  let view = res.body as SurveyView;
  for (const c of components) {
    const added = await g.editor.post(`${g.url}/${view._id}/component`).send(c);
    if (added.status !== 201) throw new Error(`adding a question failed: ${added.status} ${JSON.stringify(added.body)}`);
    view = added.body;
  }
  return view;
}

export async function activate(g: SurveyGroup, surveyId: string): Promise<void> {
  const res = await g.editor.put(`${g.url}/${surveyId}`).send({ state: 'ACTIVE' });
  if (res.status !== 200) throw new Error(`activating failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function activeSurvey(g: SurveyGroup, body: Record<string, unknown> = {}, components: object[] = EVERY_KIND) {
  const survey = await createSurvey(g, body, components);
  await activate(g, survey._id);
  return survey;
}

export async function generateCodes(g: SurveyGroup, surveyId: string, count: number, batch?: string): Promise<string[]> {
  const res = await g.editor.put(`${g.url}/${surveyId}/gencodes`).send({ count, batch });
  if (res.status !== 200) throw new Error(`gencodes failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.codes;
}

/** Question ids by title, option ids by label. */
export function ids(survey: SurveyView) {
  const q = Object.fromEntries(survey.components.map((c) => [c.title, c._id]));
  const o = Object.fromEntries(survey.components.flatMap((c) => c.options.map((opt) => [`${c.title}/${opt.label}`, opt._id])));
  return { q, o };
}

/** A complete, valid answer to EVERY_KIND. */
export function fullAnswer(survey: SurveyView, extra: Record<string, unknown> = {}) {
  const { q, o } = ids(survey);
  return {
    identifier: device(),
    answers: [
      { componentId: q.Lieblingsfach, value: o['Lieblingsfach/Mathe'] },
      { componentId: q.AGs, value: [o['AGs/Theater'], o['AGs/Chor']] },
      { componentId: q['Ich fühle mich wohl.'], value: 4 },
      { componentId: q['Warst du beim Schulfest?'], value: o['Warst du beim Schulfest?/Ja'] },
      { componentId: q['Was wünschst du dir?'], value: 'Mehr Pausen' },
      { componentId: q['Drei Wörter zur Schule'], value: ['bunt', 'laut'] },
    ],
    ...extra,
  };
}
