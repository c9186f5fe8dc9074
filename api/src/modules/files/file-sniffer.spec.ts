import {
  compoundFile,
  CSV_TEXT,
  docx,
  exe,
  HTML_PAGE,
  jpeg,
  odt,
  pdf,
  PLAIN_TEXT,
  png,
  SVG_WITH_SCRIPT,
  zip,
} from '../../../../test/fixtures/files/sample-files';
import { sniffMimeType, sniffText } from './file-sniffer';

describe('sniffMimeType', () => {
  it('recognises images, PDF and office documents by their content', async () => {
    expect(await sniffMimeType(png(), 'image')).toBe('image/png');
    expect(await sniffMimeType(jpeg(), 'image')).toBe('image/jpeg');
    expect(await sniffMimeType(await pdf(), 'material')).toBe('application/pdf');
    expect(await sniffMimeType(docx(), 'material')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await sniffMimeType(odt(), 'material')).toBe('application/vnd.oasis.opendocument.text');
    expect(await sniffMimeType(compoundFile('WordDocument'), 'material')).toBe('application/msword');
    expect(await sniffMimeType(compoundFile('Workbook'), 'material')).toBe('application/vnd.ms-excel');
  });

  it('takes plain text and CSV in material fields, by content', async () => {
    expect(await sniffMimeType(PLAIN_TEXT, 'material')).toBe('text/plain');
    expect(await sniffMimeType(CSV_TEXT, 'material')).toBe('text/csv');
    expect(await sniffMimeType(Buffer.from('a,b\n"x, y",z\n'), 'material')).toBe('text/csv');
  });

  it('takes a vCard and an iCalendar file as plain text (the contact import), never as an image', async () => {
    const vcard = Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jörg Müller\r\nEND:VCARD\r\n');
    const ics = Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//DE\r\nEND:VCALENDAR\r\n');
    expect(await sniffMimeType(vcard, 'material')).toBe('text/plain');
    expect(await sniffMimeType(ics, 'material')).toBe('text/plain');
    expect(await sniffMimeType(vcard, 'image')).toBeNull();
  });

  it('refuses documents in image fields', async () => {
    expect(await sniffMimeType(await pdf(), 'image')).toBeNull();
    expect(await sniffMimeType(PLAIN_TEXT, 'image')).toBeNull();
  });

  it('refuses executables, SVG, HTML, other archives and compound files that are no Office document', async () => {
    for (const kind of ['image', 'material'] as const) {
      expect(await sniffMimeType(exe(), kind)).toBeNull();
      expect(await sniffMimeType(SVG_WITH_SCRIPT, kind)).toBeNull();
      expect(await sniffMimeType(HTML_PAGE, kind)).toBeNull();
    }
    expect(await sniffMimeType(zip({ 'readme.txt': 'hallo' }), 'material')).toBeNull();
    expect(await sniffMimeType(compoundFile('SummaryInformation'), 'material')).toBeNull();
  });

  it('refuses text with markup after leading space, binary bytes or invalid UTF-8', () => {
    expect(sniffText(Buffer.from('\n\n   <svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffText(Buffer.from('\uFEFF<html>'))).toBeNull();
    expect(sniffText(Buffer.from('Hallo <script>alert(1)</script>'))).toBeNull();
    expect(sniffText(Buffer.from([0x48, 0x61, 0x00, 0x6c]))).toBeNull();
    expect(sniffText(Buffer.from([0x48, 0xc3, 0x28]))).toBeNull();
    expect(sniffText(Buffer.from('Größer als 3 < 5, Punkt.'))).toBe('text/plain');
  });

  it('reads the whole text: markup or binary bytes after the first kilobytes are refused too', () => {
    const padding = 'Protokoll der Sitzung. '.repeat(300);
    expect(sniffText(Buffer.from(`${padding}<html><script>alert(1)</script>`))).toBeNull();
    expect(sniffText(Buffer.from(`${padding}<HTA:APPLICATION ID="x">`))).toBeNull();
    expect(sniffText(Buffer.from(`${padding}<img src=x onerror=alert(1)>`))).toBeNull();
    expect(sniffText(Buffer.from(`${padding}\u0001`))).toBeNull();
    expect(sniffText(Buffer.from(`${padding}<Formular> und <Basis> sind Wörter in spitzen Klammern.`))).toBe('text/plain');
  });
});
