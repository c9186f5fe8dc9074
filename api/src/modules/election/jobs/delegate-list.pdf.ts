// The delegate list as PDF: one section per school with its delegates and deputy delegates. Names are
// printed in the shared PDF font (DejaVu Sans), so 'Şahin' or 'Łukasz' come out as written.
import { renderPdf } from '../../../common/export/pdf-fonts';
import type { DelegateList } from '../delegate-list';

export function renderDelegateListPdf(list: DelegateList, onSchool?: (done: number, total: number) => void): Promise<Buffer> {
  return renderPdf(
    { Title: `Delegiertenliste ${list.schoolYear}` },
    (doc, f) => {
      doc.font(f.bold).fontSize(18).text(`Delegiertenliste ${list.schoolYear}`);
      doc.font(f.regular).fontSize(11).fillColor('#555').text(f.text(list.domainName)).moveDown(1).fillColor('#000');
      if (!list.schools.length) doc.text('Für dieses Schuljahr gibt es noch keine bestätigten Wahlen.');
      list.schools.forEach((school, i) => {
        if (doc.y > 700) doc.addPage();
        doc.font(f.bold).fontSize(13).text(f.text(school.name)).moveDown(0.3);
        doc.font(f.regular).fontSize(10);
        for (const p of school.people) {
          doc
            .font(f.bold)
            .text(`${p.roleLabel}: `, { continued: true })
            .font(f.regular)
            .text(f.text(`${p.firstName} ${p.lastName}${p.className ? ` (Klasse ${p.className})` : ''}, ${p.mail}`));
        }
        doc.moveDown(0.8);
        onSchool?.(i + 1, list.schools.length);
      });
    },
    { margin: 50 },
  );
}
