// Attendance certificates (SPEC 9, issue 14): one page per checked-in attendee with the person's name, the
// event, its date and the group. Rendered in pages, so a long list reports progress as it goes.
import { germanDate } from '../../../common/export/german-dates';
import { renderPdf } from '../../../common/export/pdf-fonts';
import { eventDays, ExportEvent, ExportPerson, fullName } from './event-export-content';

export type CertificatePerson = Pick<ExportPerson, 'firstName' | 'lastName'>;

export function renderCertificatesPdf(
  event: ExportEvent,
  people: CertificatePerson[],
  options: { issuedAt?: Date; onPage?: (done: number, total: number) => void | Promise<void> } = {},
): Promise<Buffer> {
  const issued = germanDate(options.issuedAt ?? new Date());
  return renderPdf({ Title: `Teilnahmebescheinigung: ${event.title}` }, async (doc, f) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const centred = { width, align: 'center' as const };
    // Everyone was removed between request and rendering: say so instead of handing out an empty page.
    if (!people.length) doc.font(f.regular).fontSize(13).text('Bei diesem Event hat noch niemand eingecheckt.', left, 290, centred);
    for (const [i, person] of people.entries()) {
      if (i > 0) doc.addPage();
      doc.font(f.regular).fontSize(12).fillColor('#444444').text(f.text(event.groupName), left, 90, centred).fillColor('#000000');
      doc.font(f.bold).fontSize(30).text('Teilnahmebescheinigung', left, 180, centred);
      doc.font(f.regular).fontSize(13).text('Hiermit wird bestätigt, dass', left, 290, centred);
      doc
        .font(f.bold)
        .fontSize(24)
        .text(f.text(fullName(person)), left, doc.y + 18, centred);
      doc
        .font(f.regular)
        .fontSize(13)
        .text(`${eventDays(event)} an der Veranstaltung`, left, doc.y + 18, centred);
      doc
        .font(f.bold)
        .fontSize(17)
        .text(f.text(`„${event.title}“`), left, doc.y + 10, centred);
      if (event.location)
        doc
          .font(f.regular)
          .fontSize(13)
          .text(f.text(`in ${event.location}`), left, doc.y + 10, centred);
      doc
        .font(f.regular)
        .fontSize(13)
        .text('teilgenommen hat.', left, doc.y + 10, centred);
      const bottom = doc.page.height - doc.page.margins.bottom - 60;
      doc
        .moveTo(left + width / 2 - 110, bottom)
        .lineTo(left + width / 2 + 110, bottom)
        .strokeColor('#888888')
        .stroke();
      doc
        .fontSize(10)
        .fillColor('#444444')
        .text(f.text(`${event.groupName}, ausgestellt am ${issued}`), left, bottom + 6, centred);
      doc.fillColor('#000000');
      await options.onPage?.(i + 1, people.length);
    }
  });
}
