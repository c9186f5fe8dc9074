import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LikertTemplate, SurveyComponentKind as K } from '#shared/survey';
import { surveyCodeLink } from '#shared/survey-export';
import { renderCodesPdf, SLIPS_PER_PAGE } from './survey-codes.pdf';
import { answerText, codesByBatch, ExportAnswer, exportQuestions, ExportQuestion } from './survey-export-content';
import { renderResultsCsv } from './survey-results.csv';

const run = promisify(execFile);

const survey = {
  _id: '6f1c1d4e-8f5a-4c3b-9a55-0c7d1b2e3f41',
  title: 'Wie gefällt dir die Mensa „Süd“?',
  groupName: 'SV Ännchen-Gymnasium',
};
const code = (i: number) => `K${String(i).padStart(3, '0')}XYZW`.slice(0, 8);

async function toFile(pdf: Buffer, name: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'plenum-survey-pdf-')), name);
  await writeFile(path, pdf);
  return path;
}

describe('renderCodesPdf', () => {
  const codes = [
    ...Array.from({ length: 3 }, (_, i) => ({ code: code(i), batch: '7a' })),
    ...Array.from({ length: SLIPS_PER_PAGE + 2 }, (_, i) => ({ code: code(100 + i), batch: '10b' })),
    { code: code(999), batch: null },
  ];

  it('starts each batch on its own page under its label and prints every code with the survey title', async () => {
    const progress: number[] = [];
    const pdf = await renderCodesPdf(survey, codes, 'https://plenum.example.org/', { onPage: (d, t) => void progress.push(d / t) });
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await toFile(pdf, 'codes.pdf'), '-']);
    const pages = stdout.split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Klasse 7a');
    expect(pages[1]).toContain('Klasse 10b (Seite 1 von 2)');
    expect(pages[2]).toContain('Klasse 10b (Seite 2 von 2)');
    expect(pages[3]).toContain('Ohne Klasse');
    for (const c of codes) expect(stdout).toContain(c.code);
    expect(pages[0]).toContain('SV Ännchen-Gymnasium');
    expect(pages[0].split('Dein Code:')).toHaveLength(4);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('draws QR codes that scan to the public page with the code prefilled', async () => {
    const pdf = await renderCodesPdf(survey, codes.slice(0, 3), 'https://plenum.example.org/');
    const file = await toFile(pdf, 'qr.pdf');
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file.replace(/\.pdf$/, '.png')]);
    const expected = codes.slice(0, 3).map((c) => `https://plenum.example.org/survey-transaction/${survey._id}?code=${c.code}`);
    expect(stdout.trim().split('\n').sort()).toEqual(expected.sort());
    expect(surveyCodeLink('http://x/', survey._id, 'AB CD')).toBe(`http://x/survey-transaction/${survey._id}?code=AB%20CD`);
  });

  it('keeps a full batch on one page under the longest title and label', async () => {
    const long = { ...survey, title: 'Sehr lange Umfrage '.repeat(12).slice(0, 200), groupName: 'G'.repeat(200) };
    const twelve = Array.from({ length: SLIPS_PER_PAGE }, (_, i) => ({ code: code(i), batch: 'Ä'.repeat(50) }));
    const file = await toFile(await renderCodesPdf(long, twelve, 'https://plenum.example.org'), 'long.pdf');
    expect((await run('pdfinfo', [file])).stdout).toMatch(/Pages:\s+1\n/);
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file.replace(/\.pdf$/, '.png')]);
    expect(stdout.trim().split('\n')).toHaveLength(SLIPS_PER_PAGE);
  });

  it('says so on a single page when no unused code is left', async () => {
    const pdf = await renderCodesPdf(survey, [], 'http://localhost');
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await toFile(pdf, 'empty.pdf'), '-']);
    expect(stdout).toContain('Diese Umfrage hat keine unbenutzten Codes.');
  });

  it('orders batches as people count, codes without a batch last', () => {
    const order = codesByBatch([
      { code: 'A', batch: null },
      { code: 'B', batch: '10b' },
      { code: 'C', batch: '5a' },
      { code: 'D', batch: '10b' },
    ]);
    expect(order).toEqual([
      { batch: '5a', codes: ['C'] },
      { batch: '10b', codes: ['B', 'D'] },
      { batch: null, codes: ['A'] },
    ]);
  });
});

describe('renderResultsCsv', () => {
  const questions: ExportQuestion[] = [
    {
      id: 'q1',
      title: 'Lieblingsessen',
      kind: K.CHOICE,
      choices: new Map([
        ['o1', 'Spätzle'],
        ['o2', 'Gemüse-Curry'],
        ['o3', '=Pizza'],
      ]),
    },
    {
      id: 'q2',
      title: 'Die Mensa ist sauber.',
      kind: K.LIKERT,
      choices: new Map([
        ['1', 'Stimme überhaupt nicht zu'],
        ['5', 'Stimme voll zu'],
      ]),
    },
    { id: 'q3', title: 'Geschlecht', kind: K.NOMINAL, choices: new Map([['d', 'Divers']]) },
    { id: 'q4', title: 'Was fehlt?', kind: K.OPEN, choices: new Map() },
    { id: 'q5', title: 'Drei Wörter', kind: K.WORDCLOUD, choices: new Map() },
    { id: 'q6', title: 'Was fehlt?', kind: K.OPEN, choices: new Map() },
  ];
  const at = new Date('2026-11-27T13:30:00Z');
  const answers: ExportAnswer[] = [
    {
      createdAt: at,
      batch: '7a',
      mail: null,
      values: new Map<string, unknown>([
        ['q1', ['o1', 'o3']],
        ['q2', 5],
        ['q3', 'd'],
        ['q4', 'Mehr Grünes; „bitte“\nund Obst'],
        ['q5', ['lecker', 'laut']],
      ]),
    },
    { createdAt: at, batch: null, mail: null, values: new Map<string, unknown>([['q1', 'o2']]) },
  ];

  it('writes one row per answer and one column per question, with the words participants saw', () => {
    const buffer = renderResultsCsv(questions, answers, { batch: true, mail: false });
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(buffer, { delimiter: ';', bom: true, columns: true });
    expect(Object.keys(rows[0])).toEqual([
      'Nr.',
      'Abgegeben am',
      'Klasse',
      'Lieblingsessen',
      'Die Mensa ist sauber.',
      'Geschlecht',
      'Was fehlt?',
      'Drei Wörter',
      'Was fehlt? (2)',
    ]);
    expect(rows[0]).toEqual({
      'Nr.': '1',
      'Abgegeben am': '27.11.2026',
      Klasse: '7a',
      Lieblingsessen: 'Spätzle, =Pizza',
      'Die Mensa ist sauber.': 'Stimme voll zu',
      Geschlecht: 'Divers',
      'Was fehlt?': 'Mehr Grünes; „bitte“\nund Obst',
      'Drei Wörter': 'lecker, laut',
      'Was fehlt? (2)': '',
    });
    expect(rows[1]).toMatchObject({ 'Nr.': '2', Klasse: '', Lieblingsessen: 'Gemüse-Curry', 'Die Mensa ist sauber.': '' });
  });

  it('adds the address column for PERSONAL surveys and writes only a header without answers', () => {
    const text = renderResultsCsv(questions.slice(0, 1), [], { batch: false, mail: true }).toString('utf8');
    expect(text).toBe('\uFEFFNr.;Abgegeben am;E-Mail;Lieblingsessen\r\n');
  });

  it('shows a value that matches no choice as stored instead of hiding it', () => {
    expect(answerText(questions[0], 'gone')).toBe('gone');
    expect(answerText(questions[1], 3)).toBe('3');
    expect(answerText(questions[3], null)).toBe('');
  });
});

describe('exportQuestions', () => {
  it('drops text blocks and reads Likert steps and options as their labels', () => {
    const base = { options: [], scaleTemplate: null };
    const [likert, choice, ...rest] = exportQuestions([
      { ...base, _id: 't', kind: K.TEXT, title: 'Hinweis' },
      { ...base, _id: 'l', kind: K.LIKERT, title: 'Note', scaleTemplate: LikertTemplate.GRADE6 },
      { ...base, _id: 'c', kind: K.CHOICE, title: 'Essen', options: [{ _id: 'o1', label: 'Spätzle' }] },
    ]);
    expect(rest).toEqual([]);
    expect(answerText(likert, 2)).toBe('2 (gut)');
    expect(answerText(choice, ['o1'])).toBe('Spätzle');
  });
});
