import { FILE_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#shared/files';
import { checkFiles, formatFileSize, isFileAllowed } from './file-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as File;

describe('checkFiles (SPEC 5 before upload)', () => {
  it('takes images, PDF, office documents, text and CSV up to 5 MB', () => {
    for (const [name, type] of [
      ['Plakat.png', 'image/png'],
      ['Protokoll.pdf', 'application/pdf'],
      ['Haushalt.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['Liste.csv', 'text/csv'],
      ['Notiz.txt', 'text/plain'],
      ['Brief.odt', ''],
    ]) {
      expect(isFileAllowed(file(name, type), 'material')).toBe(true);
    }
    expect(isFileAllowed(file('Genau.pdf', 'application/pdf', UPLOAD_MAX_BYTES), 'material')).toBe(true);
  });

  it('refuses 5 MB + 1 byte, empty files, programs, HTML and SVG with the SPEC sentence', () => {
    const result = checkFiles(
      [
        file('Groß.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1),
        file('Leer.txt', 'text/plain', 0),
        file('setup.exe', 'application/x-msdownload'),
        file('seite.html', 'text/html'),
        file('logo.svg', 'image/svg+xml'),
        file('tarnung.png', 'text/html'),
        file('ok.pdf', 'application/pdf'),
      ],
      'material',
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.refused).toHaveLength(6);
    expect(new Set(result.refused.map((r) => r.message))).toEqual(new Set(['Die Datei ist zu groß oder hat ein falsches Format.']));
  });

  it('takes only raster images in an image field', () => {
    expect(isFileAllowed(file('Foto.jpg', 'image/jpeg'), 'image')).toBe(true);
    expect(isFileAllowed(file('Protokoll.pdf', 'application/pdf'), 'image')).toBe(false);
  });

  it('stops at the number of files one request may carry', () => {
    const result = checkFiles([file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')], 'material', UPLOAD_MAX_FILES - 1);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.refused).toEqual([{ name: 'b.pdf', message: FILE_MESSAGES.tooManyFiles }]);
  });

  it('writes sizes in German', () => {
    expect(formatFileSize(900)).toBe('900 Byte');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});
