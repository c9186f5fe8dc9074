// The budget as CSV for German spreadsheets: semicolons, decimal comma, no thousands separator, BOM and
// neutralised formulas (the product's one CSV writer). One row per group and position, then the sums.
import { toCsv } from '../../../common/export/csv';
import type { CsvColumn } from '../../../common/export/csv';
import { BudgetReport, csvAmount, printedDay, UNGROUPED_TITLE } from './budget-report-content';

interface CsvRow {
  kind: string;
  group: string;
  title: string;
  date: string;
  target: string;
  actual: string;
  note: string;
}

const COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'Art', value: (r) => r.kind },
  { header: 'Gruppe', value: (r) => r.group },
  { header: 'Titel', value: (r) => r.title },
  { header: 'Datum', value: (r) => r.date },
  { header: 'Soll (EUR)', value: (r) => r.target },
  { header: 'Ist (EUR)', value: (r) => r.actual },
  { header: 'Notiz', value: (r) => r.note },
];

const blank = { group: '', title: '', date: '', note: '' };

export function renderBudgetCsv(report: BudgetReport): Buffer {
  const rows: CsvRow[] = [];
  for (const section of report.sections) {
    const single = section.heading === 'Einnahmen' ? 'Einnahme' : 'Ausgabe';
    for (const group of section.groups) {
      const groupTitle = group.title ?? UNGROUPED_TITLE;
      if (group.title !== null) {
        rows.push({ ...blank, kind: `${single}ngruppe (Plan)`, group: groupTitle, target: csvAmount(group.plan), actual: '' });
      }
      for (const line of group.lines) {
        rows.push({
          kind: single,
          group: groupTitle,
          title: line.title,
          date: printedDay(line.date),
          target: csvAmount(line.target),
          actual: csvAmount(line.actual),
          note: line.note,
        });
      }
    }
  }
  const t = report.totals;
  rows.push({ ...blank, kind: 'Summe Einnahmen', target: csvAmount(t.incomeTarget), actual: csvAmount(t.incomeActual) });
  rows.push({ ...blank, kind: 'Summe Ausgaben', target: csvAmount(t.expenseTarget), actual: csvAmount(t.expenseActual) });
  rows.push({ ...blank, kind: 'Saldo', target: csvAmount(report.balanceTarget), actual: csvAmount(report.balanceActual) });
  return toCsv(COLUMNS, rows);
}
