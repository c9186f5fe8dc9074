import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { germanDateTime } from '../../../common/export/german-dates';
import { pdfFonts } from '../../../common/export/pdf-fonts';
import { renderCertificatesPdf } from './event-certificates.pdf';
import { eventDays } from './event-export-content';
import { publicEventLinks, renderQrCodesPdf } from './event-qr-codes.pdf';

const run = promisify(execFile);

const event = {
  _id: '6f1c1d4e-8f5a-4c3b-9a55-0c7d1b2e3f40',
  title: 'Sommerfest der SV „Grüne Wiese“',
  startDate: new Date('2026-06-19T14:00:00Z'),
  endDate: new Date('2026-06-19T20:00:00Z'),
  location: 'Aula',
  groupName: 'SV Ännchen-Gymnasium',
};

async function toFile(pdf: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'plenum-event-pdf-'));
  const path = join(dir, name);
  await writeFile(path, pdf);
  return path;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await toFile(pdf, 'doc.pdf'), '-']);
  return stdout;
}

describe('event export dates', () => {
  it('prints Berlin wall-clock times and one day or a span', () => {
    expect(germanDateTime(new Date('2026-11-27T23:30:00Z'))).toBe('28.11.2026 00:30');
    expect(eventDays(event)).toBe('am 19.06.2026');
    expect(eventDays({ startDate: event.startDate, endDate: new Date('2026-06-21T10:00:00Z') })).toBe('vom 19.06.2026 bis 21.06.2026');
    expect(eventDays({ startDate: event.startDate, endDate: null })).toBe('am 19.06.2026');
  });
});

describe('renderCertificatesPdf', () => {
  it('writes one page per attendee naming the person, the event, its date and the group', async () => {
    const pdf = await renderCertificatesPdf(
      event,
      [
        { firstName: 'Özlem', lastName: 'Äpfelbaum' },
        { firstName: 'Şahin', lastName: 'Yılmaz' },
      ],
      { issuedAt: new Date('2026-06-20T10:00:00Z') },
    );
    const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Teilnahmebescheinigung');
    expect(pages[0]).toContain('Özlem Äpfelbaum');
    expect(pages[0]).toContain('am 19.06.2026 an der Veranstaltung');
    expect(pages[0]).toContain('„Sommerfest der SV „Grüne Wiese““');
    expect(pages[0]).toContain('SV Ännchen-Gymnasium, ausgestellt am 20.06.2026');
    // With DejaVu (Debian's fonts-dejavu-core here) the Turkish letters are printed as they are.
    expect(pages[1]).toContain(pdfFonts().builtIn ? 'Sahin Yilmaz' : 'Şahin Yılmaz');
  });

  it('reports progress per page', async () => {
    const seen: number[] = [];
    await renderCertificatesPdf(
      event,
      [
        { firstName: 'A', lastName: 'B' },
        { firstName: 'C', lastName: 'D' },
      ],
      {
        onPage: (done, total) => {
          seen.push(done / total);
        },
      },
    );
    expect(seen).toEqual([0.5, 1]);
  });
});

describe('renderQrCodesPdf', () => {
  it('prints the title and two codes that decode to the public registration and check-in pages', async () => {
    const pdf = await renderQrCodesPdf(event, 'https://plenum.example.org/');
    const links = publicEventLinks('https://plenum.example.org/', event._id);
    expect(links.registration).toBe(`https://plenum.example.org/event-registration/${event._id}`);
    const text = await pdfText(pdf);
    expect(text).toContain('Sommerfest der SV „Grüne Wiese“');
    expect(text).toContain(links.checkin);

    const file = await toFile(pdf, 'qr.pdf');
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file.replace(/\.pdf$/, '.png')]);
    expect(stdout.trim().split('\n').sort()).toEqual([links.checkin, links.registration].sort());
  });

  it('keeps both codes on one page under the longest title', async () => {
    const pdf = await renderQrCodesPdf(
      { ...event, title: 'Sehr langer Titel '.repeat(12).slice(0, 200), groupName: 'G'.repeat(200) },
      'http://localhost:3000',
    );
    const file = await toFile(pdf, 'long.pdf');
    expect((await run('pdfinfo', [file])).stdout).toMatch(/Pages:\s+1\n/);
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file.replace(/\.pdf$/, '.png')]);
    expect(stdout.trim().split('\n')).toHaveLength(2);
  });
});
