import type { ReactNode } from 'react';
import type { BudgetExportFormat } from '#shared/budget';
import { ExportButton } from '../../../components/export-button';
import { useExportJob } from '../../../lib/use-export-job';
import { budgetApi, budgetExportFileUrl, useRequestBudgetExportMutation } from '../api';
import { SETTINGS_TEXT as T } from '../text';

export interface BudgetExportButtonProps {
  tenantId: string;
  budgetId: string;
  format: BudgetExportFormat;
  children: ReactNode;
}

/** One export of a budget (CSV or PDF report) with its job's progress. */
export function BudgetExportButton({ tenantId, budgetId, format, children }: BudgetExportButtonProps) {
  const [request] = useRequestBudgetExportMutation();
  const job = useExportJob({
    status: budgetApi.endpoints.budgetExport,
    owner: { tenantId, budgetId },
    fileUrl: (exportId) => budgetExportFileUrl(tenantId, budgetId, exportId),
  });
  return (
    <ExportButton job={job} request={() => request({ tenantId, budgetId, format }).unwrap()} runningText={T.running}>
      {children}
    </ExportButton>
  );
}
