// The QR code sheet of an event (issue 14): its title and dates, then one code for the public registration
// page and one for the check-in page, each with its address printed under it for people without a camera.
// The codes are drawn as vector squares, so a printed poster stays sharp at any size.
import { renderPdf } from '../../../common/export/pdf-fonts';
import { drawQrCode } from '../../../common/export/pdf-qr-code';
import { eventDays, ExportEvent } from './event-export-content';

/** The two public pages a sheet points to (SPEC 2.1), from the configured PUBLIC_URL. */
export function publicEventLinks(publicUrl: string, eventId: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    registration: `${base}/event-registration/${eventId}`,
    checkin: `${base}/event-checkin/${eventId}`,
  };
}

export function renderQrCodesPdf(event: ExportEvent, publicUrl: string): Promise<Buffer> {
  const links = publicEventLinks(publicUrl, event._id);
  return renderPdf({ Title: `QR-Codes: ${event.title}` }, (doc, f) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;
    doc.font(f.bold).fontSize(22).text(f.text(event.title), { align: 'center' });
    const where = event.location ? `, ${event.location}` : '';
    doc
      .font(f.regular)
      .fontSize(12)
      .fillColor('#444444')
      .text(f.text(`${eventDays(event)}${where}`), { align: 'center' });
    doc.text(f.text(event.groupName), { align: 'center' }).fillColor('#000000');

    // Two codes of up to 230 pt fit under any title (at most 200 characters); a long title makes them smaller.
    const perBlockText = 80;
    const room = doc.page.height - doc.page.margins.bottom - doc.y - 24;
    const size = Math.max(120, Math.min(230, Math.floor(room / 2 - perBlockText)));
    const blocks = [
      { label: 'Anmeldung', hint: 'Scanne den Code, um dich für das Event anzumelden.', url: links.registration },
      {
        label: 'Check-in',
        hint: event.doorCode
          ? `Scanne den Code vor Ort, um dich einzuchecken. Code am Eingang: ${event.doorCode}`
          : 'Scanne den Code vor Ort, um dich einzuchecken.',
        url: links.checkin,
      },
    ];
    let y = doc.y + 24;
    for (const block of blocks) {
      doc.font(f.bold).fontSize(16).text(block.label, left, y, { width, align: 'center' });
      doc.font(f.regular).fontSize(10).text(f.text(block.hint), { width, align: 'center' });
      const top = doc.y + 6;
      drawQrCode(doc, block.url, left + (width - size) / 2, top, size);
      doc
        .font(f.regular)
        .fontSize(9)
        .fillColor('#444444')
        .text(block.url, left, top + size + 4, { width, align: 'center', link: block.url });
      doc.fillColor('#000000');
      y = doc.y + 22;
    }
  });
}
