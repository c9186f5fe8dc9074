import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { BudgetExportFormat } from '#shared/budget';
import { ExportProgress } from '../../../components/export-progress';
import { toast } from '../../../components/toast/toast';
import { download } from '../../../lib/download';
import { useAppSelector } from '../../../lib/state';
import { budgetApi, budgetExportFileUrl, useBudgetExportQuery, useRequestBudgetExportMutation } from '../api';
import { SETTINGS_TEXT as T } from '../text';

export interface BudgetExportButtonProps {
  tenantId: string;
  budgetId: string;
  format: BudgetExportFormat;
  children: ReactNode;
}

/**
 * One export of a budget, like the event's: the pdf worker makes the file (POST answers 202 with a job), the
 * button shows the job's progress while it polls, then downloads it.
 */
export function BudgetExportButton({ tenantId, budgetId, format, children }: BudgetExportButtonProps) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestBudgetExportMutation();
  const args = { tenantId, budgetId, exportId: exportId ?? '' };
  // A failed poll stops the polling until the retry asks again, instead of failing once a second.
  const lastPollFailed = useAppSelector((root) => budgetApi.endpoints.budgetExport.select(args)(root).isError);
  const job = useBudgetExportQuery(args, { skip: !exportId, pollingInterval: lastPollFailed ? 0 : 1000 });
  const current = job.data?._id === exportId ? job.data : undefined;
  const state = current?.state;

  // The job's state arrives by polling: when it ends the button lets go of the job (syncing with the worker).
  useEffect(() => {
    if (!exportId) return;
    if (state === 'DONE') download(budgetExportFileUrl(tenantId, budgetId, exportId));
    if (state === 'FAILED') toast.error(T.failed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state === 'DONE' || state === 'FAILED') setExportId(null);
  }, [tenantId, budgetId, exportId, state]);

  const start = async () => {
    try {
      setExportId((await request({ tenantId, budgetId, format }).unwrap())._id);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const pollFailed = !!exportId && job.isError;
  const busy = isLoading || (!!exportId && !pollFailed);
  return (
    <Flex vertical gap={4}>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={start} loading={busy}>
        {children}
      </Button>
      <ExportProgress busy={busy} pollFailed={pollFailed} onRetry={job.refetch} percent={current?.progress ?? 0} text={T.running} />
    </Flex>
  );
}
