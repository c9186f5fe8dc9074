// The delegate list as PDF: one section per school with its delegates and deputy delegates. Helvetica's
// WinAnsi encoding covers the German umlauts and ß, so no font file is needed.
import PDFDocument from 'pdfkit';
import type { DelegateList } from '../delegate-list';

export function renderDelegateListPdf(list: DelegateList, onSchool?: (done: number, total: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Delegiertenliste ${list.schoolYear}`, Author: 'Plenum' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(18).text(`Delegiertenliste ${list.schoolYear}`);
    doc.font('Helvetica').fontSize(11).fillColor('#555').text(list.domainName).moveDown(1).fillColor('#000');
    if (!list.schools.length) doc.text('Für dieses Schuljahr gibt es noch keine bestätigten Wahlen.');
    list.schools.forEach((school, i) => {
      if (doc.y > 700) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(13).text(school.name).moveDown(0.3);
      doc.font('Helvetica').fontSize(10);
      for (const p of school.people) {
        doc
          .font('Helvetica-Bold')
          .text(`${p.roleLabel}: `, { continued: true })
          .font('Helvetica')
          .text(`${p.firstName} ${p.lastName}${p.className ? ` (Klasse ${p.className})` : ''}, ${p.mail}`);
      }
      doc.moveDown(0.8);
      onSchool?.(i + 1, list.schools.length);
    });
    doc.end();
  });
}
