import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { SurveyExportKind } from '#shared/survey-export';
import { ExportProgress } from '../../../components/export-progress';
import { toast } from '../../../components/toast/toast';
import { download } from '../../../lib/download';
import { useAppSelector } from '../../../lib/state';
import { surveyApi, surveyExportFileUrl, useRequestSurveyExportMutation, useSurveyExportQuery } from '../api';
import { EXECUTION_TEXT as T } from '../text';

export interface SurveyExportButtonProps {
  tenantId: string;
  surveyId: string;
  kind: SurveyExportKind;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * One export of a survey (codes PDF, results CSV), like the event's: the pdf worker makes the file (POST
 * answers 202 with a job), the button shows the job's progress while it polls, then downloads it.
 */
export function SurveyExportButton({ tenantId, surveyId, kind, children, disabled }: SurveyExportButtonProps) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestSurveyExportMutation();
  const args = { tenantId, surveyId, exportId: exportId ?? '' };
  // A failed poll stops the polling until the retry asks again, instead of failing once a second.
  const lastPollFailed = useAppSelector((root) => surveyApi.endpoints.surveyExport.select(args)(root).isError);
  const job = useSurveyExportQuery(args, { skip: !exportId, pollingInterval: lastPollFailed ? 0 : 1000 });
  const current = job.data?._id === exportId ? job.data : undefined;
  const state = current?.state;

  // The job's state arrives by polling: when it ends the button lets go of the job (an outside system).
  useEffect(() => {
    if (!exportId) return;
    if (state === 'DONE') download(surveyExportFileUrl(tenantId, surveyId, exportId));
    if (state === 'FAILED') toast.error(T.exportFailed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state === 'DONE' || state === 'FAILED') setExportId(null);
  }, [tenantId, surveyId, exportId, state]);

  const start = async () => {
    try {
      setExportId((await request({ tenantId, surveyId, kind }).unwrap())._id);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const pollFailed = !!exportId && job.isError;
  const busy = isLoading || (!!exportId && !pollFailed);
  return (
    <Flex vertical gap={4}>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={start} loading={busy} disabled={disabled}>
        {children}
      </Button>
      <ExportProgress busy={busy} pollFailed={pollFailed} onRetry={job.refetch} percent={current?.progress ?? 0} text={T.exportRunning} />
    </Flex>
  );
}
