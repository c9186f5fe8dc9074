import { parse } from 'csv-parse/sync';
import { neutraliseCell, toCsv } from './csv';

interface Row {
  school: string;
  name: string;
  amount: number;
}

const columns = [
  { header: 'Schule', value: (r: Row) => r.school },
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Betrag', value: (r: Row) => r.amount },
];

describe('toCsv', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const attack of ['=1+1', '=HYPERLINK("http://x","y")', "=cmd|' /C calc'!A0", '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseCell(attack)).toBe(`'${attack}`);
    }
    expect(neutraliseCell('Goethe-Gymnasium')).toBe('Goethe-Gymnasium');
    expect(neutraliseCell(-12.5)).toBe('-12.5');
    // A negative amount written the German way stays a number; anything else after a minus is neutralised.
    expect(neutraliseCell('-756,00')).toBe('-756,00');
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('-A1')).toBe("'-A1");
  });

  it('writes UTF-8 with a BOM, semicolons and RFC 4180 quoting that a CSV parser reads back', () => {
    const rows: Row[] = [
      { school: "=cmd|' /C calc'!A0", name: 'Jürgen "JJ" Müller', amount: -3 },
      { school: 'Schule; mit Semikolon', name: 'Zeile\nzwei', amount: 10.5 },
    ];
    const buffer = toCsv(columns, rows);
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buffer.toString('utf8');
    expect(text).toContain('\r\n');
    const parsed: string[][] = parse(text, { delimiter: ';', bom: true });
    expect(parsed).toEqual([
      ['Schule', 'Name', 'Betrag'],
      ["'=cmd|' /C calc'!A0", 'Jürgen "JJ" Müller', '-3'],
      ['Schule; mit Semikolon', 'Zeile\nzwei', '10.5'],
    ]);
  });
});
