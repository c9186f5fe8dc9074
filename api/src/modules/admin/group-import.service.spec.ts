import { DomainException } from '../../core/domain.exception';
import { parseGroupCsv } from './group-import.service';

const file = (text: string | Buffer) => {
  const buffer = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { buffer, size: buffer.length };
};

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as DomainException).details?.[0];
  }
  throw new Error('expected a validation error');
};

describe('parseGroupCsv', () => {
  it('reads comma and semicolon files with their line numbers, skipping empty lines', () => {
    expect(parseGroupCsv(file('name,ort\nA,x\n\nB,y\n'))).toEqual([
      { line: 2, name: 'A' },
      { line: 4, name: 'B' },
    ]);
    expect(parseGroupCsv(file('Ort;NAME\r\nx;Schule, Zweig Süd\r\n'))).toEqual([{ line: 2, name: 'Schule, Zweig Süd' }]);
  });

  it('accepts a UTF-8 BOM and quoted names', () => {
    expect(parseGroupCsv(file('\uFEFFname\n"Käthe ""K"" Schule"\n'))).toEqual([{ line: 2, name: 'Käthe "K" Schule' }]);
  });

  it('keeps a row with an empty name so that the import can report its line', () => {
    expect(parseGroupCsv(file('name;ort\n;x\n'))).toEqual([{ line: 2, name: '' }]);
  });

  it('refuses a missing file, a missing name column and binary content', () => {
    expect(messageOf(() => parseGroupCsv(undefined))).toEqual({ field: 'file', message: 'Bitte wähle eine CSV-Datei aus.' });
    expect(messageOf(() => parseGroupCsv(file('titel\nA\n')))).toEqual({
      field: 'file',
      message: "Die CSV-Datei braucht eine Spalte 'name'.",
    });
    expect(messageOf(() => parseGroupCsv(file(Buffer.from([0xff, 0xd8, 0xff, 0x00]))))).toEqual({
      field: 'file',
      message: 'Die Datei ist keine lesbare CSV-Datei.',
    });
  });
});
