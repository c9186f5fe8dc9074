// The budget report for the treasurer and the auditors (issue 17 §2): group, budget and accounting year;
// income and expense with their groups (plan figure and sums), every position with date, target and
// actual; the sums and the balance by target and by actual, saying which one the budget counts.
import { germanDate } from '../../../common/export/german-dates';
import { PdfDoc, renderPdf } from '../../../common/export/pdf-fonts';
import { BudgetReport, printedAmount, printedDay, UNGROUPED_TITLE } from './budget-report-content';

type Fonts = { regular: string; bold: string; text: (s: string) => string };

/** Column x positions (A4 with 56 pt margins: 483 pt wide). */
const COL = { title: 0, date: 235, target: 300, actual: 395 };
const AMOUNT_WIDTH = 88;

function row(doc: PdfDoc, f: Fonts, cells: { title: string; date?: string; target: string; actual: string }, bold = false) {
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
  const y = doc.y;
  doc.font(bold ? f.bold : f.regular).fontSize(9.5);
  doc.text(f.text(cells.title), left + COL.title, y, { width: COL.date - 8, lineBreak: true });
  const after = doc.y;
  doc.text(cells.date ?? '', left + COL.date, y, { width: COL.target - COL.date - 4 });
  doc.text(cells.target, left + COL.target, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.text(cells.actual, left + COL.actual, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = left;
  doc.y = Math.max(after, y + 12) + 3;
}

export function renderBudgetPdf(report: BudgetReport, printedAt = new Date()): Promise<Buffer> {
  return renderPdf({ Title: `Budget: ${report.title} (${report.year})` }, (doc, f) => {
    const left = doc.page.margins.left;
    doc.font(f.regular).fontSize(10).fillColor('#444444').text(f.text(report.groupName), left, doc.y).fillColor('#000000');
    doc.font(f.bold).fontSize(18).text(f.text(report.title));
    doc.font(f.regular).fontSize(11).text(`Rechnungsjahr ${report.year}`);
    doc
      .fontSize(9)
      .fillColor('#444444')
      .text(
        `Erstellt am ${germanDate(printedAt)}. Ist-Spalte ${report.actualEnabled ? 'an: der Saldo rechnet mit den Ist-Beträgen' : 'aus: der Saldo rechnet mit den Soll-Beträgen'}.`,
      )
      .fillColor('#000000');
    doc.moveDown(1);
    for (const section of report.sections) {
      doc.font(f.bold).fontSize(13).text(section.heading, left, doc.y);
      doc.moveDown(0.3);
      row(doc, f, { title: 'Titel', date: 'Datum', target: 'Soll', actual: 'Ist' }, true);
      if (!section.groups.length) row(doc, f, { title: 'Keine Positionen', target: '', actual: '' });
      for (const group of section.groups) {
        const heading = group.title === null ? UNGROUPED_TITLE : `Gruppe: ${group.title} (Plan ${printedAmount(group.plan)})`;
        doc.moveDown(0.3);
        row(doc, f, { title: heading, target: '', actual: '' }, true);
        for (const line of group.lines) {
          row(doc, f, {
            title: line.title,
            date: printedDay(line.date),
            target: printedAmount(line.target),
            actual: printedAmount(line.actual),
          });
        }
        row(doc, f, { title: 'Summe der Gruppe', target: printedAmount(group.sumTarget), actual: printedAmount(group.sumActual) }, true);
      }
      doc.moveDown(1);
    }
    const t = report.totals;
    doc.font(f.bold).fontSize(13).text('Summen', left, doc.y);
    doc.moveDown(0.3);
    row(doc, f, { title: '', target: 'Soll', actual: 'Ist' }, true);
    row(doc, f, { title: 'Einnahmen', target: printedAmount(t.incomeTarget), actual: printedAmount(t.incomeActual) });
    row(doc, f, { title: 'Ausgaben', target: printedAmount(t.expenseTarget), actual: printedAmount(t.expenseActual) });
    row(doc, f, { title: 'Saldo', target: printedAmount(report.balanceTarget), actual: printedAmount(report.balanceActual) }, true);
    doc.moveDown(0.5);
    doc
      .font(f.regular)
      .fontSize(10)
      .text(`Saldo des Budgets: ${printedAmount(report.actualEnabled ? report.balanceActual : report.balanceTarget)}`, left, doc.y);
  });
}
