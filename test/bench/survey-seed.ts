// The data bench:survey works on: a group with an admin, TAN surveys of ten questions inserted with SQL, a
// participant's answers to them, and the 100,000-answer survey the statistics are timed on.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { freshCodes } from '#api/modules/survey/survey-codes';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { SvLevel, TenantType } from '#shared/levels';
import { LikertTemplate, NOMINAL_OPTIONS, NominalType, SurveyComponentKind as K } from '#shared/survey';
import { benchAccounts } from './bench-kit';

export interface BenchQuestion {
  _id: string;
  kind: K;
  title: string;
  options: { _id: string; label: string }[];
  multiple?: boolean;
  maxSelection?: number;
  scaleTemplate?: LikertTemplate;
  nominalType?: NominalType;
  steps?: number;
}

const options = (...labels: readonly string[]) => labels.map((label) => ({ _id: randomUUID(), label }));

/** Ten required questions of every answerable kind, as a school's feedback survey would have them (ids per survey). */
const QUESTIONS: BenchQuestion[] = [
  { _id: randomUUID(), kind: K.CHOICE, title: 'Lieblingsfach', options: options('Mathe', 'Deutsch', 'Sport', 'Kunst') },
  {
    _id: randomUUID(),
    kind: K.CHOICE,
    title: 'AGs',
    options: options('Theater', 'Chor', 'Robotik', 'Schach', 'Garten'),
    multiple: true,
    maxSelection: 2,
  },
  { _id: randomUUID(), kind: K.LIKERT, title: 'Die Mensa ist gut.', options: [], scaleTemplate: LikertTemplate.AGREE5, steps: 5 },
  { _id: randomUUID(), kind: K.LIKERT, title: 'Ich fühle mich sicher.', options: [], scaleTemplate: LikertTemplate.AGREE4, steps: 4 },
  { _id: randomUUID(), kind: K.LIKERT, title: 'Note für die SV', options: [], scaleTemplate: LikertTemplate.GRADE6, steps: 6 },
  {
    _id: randomUUID(),
    kind: K.NOMINAL,
    title: 'Fährst du Bus?',
    options: options(...NOMINAL_OPTIONS.YESNO),
    nominalType: NominalType.YESNO,
  },
  { _id: randomUUID(), kind: K.NOMINAL, title: 'Geschlecht', options: options(...NOMINAL_OPTIONS.SEX), nominalType: NominalType.SEX },
  { _id: randomUUID(), kind: K.OPEN, title: 'Was wünschst du dir?', options: [] },
  { _id: randomUUID(), kind: K.WORDCLOUD, title: 'Drei Wörter zur Schule', options: [] },
  { _id: randomUUID(), kind: K.CHOICE, title: 'Pausenhof', options: options('Mehr Bänke', 'Mehr Grün', 'Passt so') },
];

const WORDS = ['laut', 'bunt', 'nett', 'groß', 'alt', 'modern', 'Müde', 'Freunde'];

/** Participant `i`'s answers: every question answered, the choices spread over the options. */
export function answersOf(questions: BenchQuestion[], i: number): { componentId: string; value: string | string[] | number }[] {
  return questions.map((q) => {
    const value =
      q.kind === K.LIKERT
        ? 1 + (i % q.steps!)
        : q.kind === K.OPEN
          ? `Antwort ${i}: mehr Grün und längere Pausen`
          : q.kind === K.WORDCLOUD
            ? [WORDS[i % WORDS.length], WORDS[(i + 3) % WORDS.length]]
            : q.multiple
              ? [q.options[i % q.options.length]._id, q.options[(i + 1) % q.options.length]._id]
              : q.options[i % q.options.length]._id;
    return { componentId: q._id, value };
  });
}

/** A bench group with an admin who reads the statistics (survey:edit). */
export async function seedGroup(databaseUrl: string): Promise<{ tenantId: string; mail: string }> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const [admin] = await benchAccounts(ds, ['bench-survey-admin@plenum.test']);
    const [tenant] = await ds.query(
      `INSERT INTO tenant (name, type, shortcode) VALUES ('Bench-SV Umfragen', $1, 'BENCHSRV') RETURNING id`,
      [TenantType.SV],
    );
    await ds.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3)`, [tenant.id, admin._id, SvLevel.SV_ADMIN]);
    return { tenantId: tenant.id, mail: admin.mail };
  } finally {
    await ds.destroy();
  }
}

/** An active TAN survey with the ten questions (fresh component ids) and `codeCount` codes in four classes. */
export async function newTanSurvey(
  pool: Pool,
  tenantId: string,
  codeCount: number,
): Promise<{ surveyId: string; questions: BenchQuestion[]; codes: string[] }> {
  const { rows } = await pool.query(
    `INSERT INTO survey (tenant_id, title, mode, state) VALUES ($1, 'Schulfeedback', 'TAN', 'ACTIVE') RETURNING id`,
    [tenantId],
  );
  const surveyId: string = rows[0].id;
  const questions = QUESTIONS.map((q) => ({ ...q, _id: randomUUID() }));
  for (const [position, q] of questions.entries())
    await pool.query(
      `INSERT INTO survey_component (id, tenant_id, survey_id, position, kind, title, required, options, multiple, max_selection, scale_template, nominal_type)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11)`,
      [
        q._id,
        tenantId,
        surveyId,
        position,
        q.kind,
        q.title,
        JSON.stringify(q.options),
        q.multiple ?? false,
        q.maxSelection ?? 0,
        q.scaleTemplate ?? null,
        q.nominalType ?? null,
      ],
    );
  const codes = freshCodes(codeCount);
  await pool.query(
    `INSERT INTO survey_code (tenant_id, survey_id, code, batch)
     SELECT $1, $2, c, (5 + n % 4) || 'a' FROM unnest($3::text[]) WITH ORDINALITY AS t(c, n)`,
    [tenantId, surveyId, codes],
  );
  return { surveyId, questions, codes };
}

/**
 * `count` participations of a TAN survey with `count` codes or more, straight in SQL: each spends a code
 * and answers all ten questions like answersOf does (one INSERT ... SELECT per question).
 */
export async function fillAnswers(
  pool: Pool,
  tenantId: string,
  surveyId: string,
  questions: BenchQuestion[],
  count: number,
): Promise<void> {
  await pool.query(
    `WITH spent AS (
       UPDATE survey_code SET used = true
        WHERE id IN (SELECT id FROM survey_code WHERE survey_id = $2 ORDER BY created_at, id LIMIT $3)
       RETURNING id, batch)
     INSERT INTO survey_result (tenant_id, survey_id, batch, created_at, sort_key)
     SELECT $1, $2, batch, current_date, uuid_generate_v4() FROM spent`,
    [tenantId, surveyId, count],
  );
  const numbered = `WITH rs AS (SELECT id, created_at, (row_number() OVER (ORDER BY id))::int AS i FROM survey_result WHERE survey_id = $1)`;
  const insert = (column: string, expr: string) =>
    `${numbered} INSERT INTO survey_answer (result_id, component_id, survey_id, ${column}, created_at)
     SELECT id, $2, $1, ${expr}, created_at FROM rs`;
  for (const q of questions) {
    const ids = q.options.map((o) => o._id);
    if (q.kind === K.LIKERT) await pool.query(insert('step', `1 + i % $3`), [surveyId, q._id, q.steps]);
    else if (q.kind === K.OPEN) await pool.query(insert('text', `'Antwort ' || i || ': mehr Grün und längere Pausen'`), [surveyId, q._id]);
    else if (q.kind === K.WORDCLOUD)
      await pool.query(insert('words', `ARRAY[($3::text[])[1 + i % 8], ($3::text[])[1 + (i + 3) % 8]]`), [surveyId, q._id, WORDS]);
    else if (q.multiple)
      await pool.query(insert('option_ids', `ARRAY[($3::uuid[])[1 + i % $4], ($3::uuid[])[1 + (i + 1) % $4]]`), [
        surveyId,
        q._id,
        ids,
        ids.length,
      ]);
    else await pool.query(insert('option_ids', `ARRAY[($3::uuid[])[1 + i % $4]]`), [surveyId, q._id, ids, ids.length]);
  }
  await pool.query('ANALYZE survey_code');
  await pool.query('ANALYZE survey_result');
  await pool.query('ANALYZE survey_answer');
}
