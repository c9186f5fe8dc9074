import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pdfFonts } from '../../../common/export/pdf-fonts';
import { renderDelegateListPdf } from './delegate-list.pdf';

const run = promisify(execFile);

describe('renderDelegateListPdf', () => {
  it('prints every name as written, in the shared PDF font', async () => {
    const seen: number[] = [];
    const pdf = await renderDelegateListPdf(
      {
        domainName: 'Kreisschülervertretung Łódź',
        schoolYear: '2026/27',
        schools: [
          {
            name: 'Ännchen-Gymnasium',
            people: [{ roleLabel: 'Delegierte/r', firstName: 'Şahin', lastName: 'Yılmaz', mail: 'sahin@example.org', className: '9b' }],
          },
        ],
      },
      (done, total) => seen.push(done / total),
    );
    const file = join(await mkdtemp(join(tmpdir(), 'plenum-delegates-')), 'list.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(stdout).toContain('Delegiertenliste 2026/27');
    expect(stdout).toContain('Ännchen-Gymnasium');
    // With DejaVu (Debian's fonts-dejavu-core, installed by `npm test`) the letters stay; without, the accents go.
    expect(stdout).toContain(
      pdfFonts().builtIn ? 'Sahin Yilmaz (Klasse 9b), sahin@example.org' : 'Şahin Yılmaz (Klasse 9b), sahin@example.org',
    );
    expect(stdout).toContain(pdfFonts().builtIn ? 'Lodz' : 'Łódź');
    expect(seen).toEqual([1]);
  });
});
