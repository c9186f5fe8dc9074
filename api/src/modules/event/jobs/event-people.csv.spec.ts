import { parse } from 'csv-parse/sync';
import { AnswersWithNames, exportFields, exportPerson, ExportPerson, sortByName } from './event-export-content';
import { renderPeopleCsv } from './event-people.csv';

const fields = [
  { id: 'f-class', name: 'Klasse' },
  { id: 'f-food', name: 'Essenswünsche' },
];

const person = (over: Partial<ExportPerson>): ExportPerson => ({
  firstName: 'Jürgen',
  lastName: 'Größer',
  mail: 'juergen@schule.de',
  answers: {},
  at: new Date('2026-11-27T13:30:00Z'),
  ...over,
});

function read(buffer: Buffer): Record<string, string>[] {
  return parse(buffer, { delimiter: ';', bom: true, columns: true });
}

describe('renderPeopleCsv', () => {
  it('writes a BOM, the default fields, one column per custom field and the Berlin time', () => {
    const buffer = renderPeopleCsv('registrations', fields, [
      person({ answers: { 'f-class': '10b', 'f-food': ['Vegetarisch', 'Ohne Nüsse'] } }),
      person({ firstName: 'Özlem', lastName: 'Äpfelbaum', mail: 'oe@schule.de', answers: { 'f-class': '9a' } }),
    ]);
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(read(buffer)).toEqual([
      {
        Vorname: 'Jürgen',
        Nachname: 'Größer',
        'E-Mail': 'juergen@schule.de',
        Klasse: '10b',
        Essenswünsche: 'Vegetarisch, Ohne Nüsse',
        'Angemeldet am': '27.11.2026 14:30',
      },
      {
        Vorname: 'Özlem',
        Nachname: 'Äpfelbaum',
        'E-Mail': 'oe@schule.de',
        Klasse: '9a',
        Essenswünsche: '',
        'Angemeldet am': '27.11.2026 14:30',
      },
    ]);
  });

  it('names the check-in time for attendees and writes only a header for an empty list', () => {
    const text = renderPeopleCsv('attendees', fields, []).toString('utf8');
    expect(text).toBe('\uFEFFVorname;Nachname;E-Mail;Klasse;Essenswünsche;Eingecheckt am\r\n');
  });

  it('neutralises formulas in names, answers and custom field names', () => {
    const buffer = renderPeopleCsv(
      'attendees',
      [{ id: 'x', name: '=HYPERLINK("http://evil")' }],
      [person({ firstName: '=cmd|"/C calc"!A0', lastName: '@SUM(A1)', answers: { x: '+49 170 1234' } })],
    );
    const [header, row] = parse(buffer, { delimiter: ';', bom: true }) as string[][];
    expect(header[3]).toBe('\'=HYPERLINK("http://evil")');
    expect(row.slice(0, 4)).toEqual(['\'=cmd|"/C calc"!A0', "'@SUM(A1)", 'juergen@schule.de', "'+49 170 1234"]);
  });
});

describe('exportFields and exportPerson', () => {
  it('keeps the current fields in order and adds removed fields that still have answers', () => {
    const stored: AnswersWithNames[] = [
      { 'f-class': { name: 'Klasse', value: '10b' }, 'f-old': { name: 'Bus', value: 'Ja' } },
      { 'f-old': { name: 'Bus', value: 'Nein' }, 'f-gone': { name: 'T-Shirt', value: ['M', 'L'] } },
    ];
    expect(
      exportFields(
        [
          { _id: 'f-class', name: 'Klassenstufe' },
          { _id: 'f-food', name: 'Essen' },
        ],
        stored,
      ),
    ).toEqual([
      { id: 'f-class', name: 'Klassenstufe' },
      { id: 'f-food', name: 'Essen' },
      { id: 'f-old', name: 'Bus (entfernt)' },
      { id: 'f-gone', name: 'T-Shirt (entfernt)' },
    ]);
    const p = exportPerson({ firstName: 'A', lastName: 'B', mail: 'a@b.de', at: new Date(0), answers: stored[1] });
    expect(p.answers).toEqual({ 'f-old': 'Nein', 'f-gone': ['M', 'L'] });
  });

  it('sorts people in German alphabetical order', () => {
    const names = sortByName([
      { firstName: 'Zoe', lastName: 'Öztürk' },
      { firstName: 'Anna', lastName: 'Ohm' },
      { firstName: 'Ben', lastName: 'Adler' },
      { firstName: 'Ada', lastName: 'Adler' },
    ]).map((p) => `${p.firstName} ${p.lastName}`);
    expect(names).toEqual(['Ada Adler', 'Ben Adler', 'Anna Ohm', 'Zoe Öztürk']);
  });
});
