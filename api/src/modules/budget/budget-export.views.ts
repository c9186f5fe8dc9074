// An export row as the API answers it, and the name its download is saved under.
import type { BudgetExportFormat, BudgetExportView } from '#shared/budget';
import { exportProgressView } from '../../common/export/export-view';
import type { BudgetExport } from './entities/budget-export.entity';

/** Letters (umlauts too), digits and dashes; everything else one underscore. Never a path or a quote. */
function namePart(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80)
    .replace(/_+$/, '');
  return cleaned || 'Budget';
}

/** `Budget_Haushalt_2026_2026.pdf`: the title and the accounting year. */
export function budgetExportFileName(title: string, year: number, format: BudgetExportFormat): string {
  return `Budget_${namePart(title)}_${year}.${format}`;
}

export function budgetExportView(row: BudgetExport): BudgetExportView {
  return {
    _id: row._id,
    budgetId: row.budgetId,
    format: row.format,
    fileName: row.fileName,
    ...exportProgressView(row),
  };
}
