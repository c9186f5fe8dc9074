import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ExportProgress } from '../../../components/export-progress';
import { toast } from '../../../components/toast/toast';
import { download } from '../../../lib/download';
import { useAppSelector } from '../../../lib/state';
import { domainAdminApi, exportFileUrl, type ExportFormat, useDelegateExportQuery, useRequestDelegateExportMutation } from '../api';
import { DOMAIN_ADMIN_TEXT as T } from '../text';

/** The delegate list of the school year: asks the pdf queue for the file, shows its progress, then downloads it. */
export function ExportPanel({ domainId, year }: { domainId: string; year: number }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestDelegateExportMutation();
  const args = { domainId, exportId: exportId ?? '' };
  // A failed poll stops the polling until the retry asks again, instead of failing once a second.
  const lastPollFailed = useAppSelector((root) => domainAdminApi.endpoints.delegateExport.select(args)(root).isError);
  const job = useDelegateExportQuery(args, { skip: !exportId, pollingInterval: lastPollFailed ? 0 : 1000 });
  const state = job.data?._id === exportId ? job.data?.state : undefined;

  // The job's state arrives by polling the pdf queue's work: when it ends (done or failed), the panel lets go
  // of the job. That is the effect syncing with an outside system, not derived state. A poll that fails keeps
  // the job: the panel shows the failure (errors once) and its retry picks the job up again.
  useEffect(() => {
    if (!exportId) return;
    if (state === 'DONE') download(exportFileUrl(domainId, exportId));
    if (state === 'FAILED') toast.error(T.exportFailed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state === 'DONE' || state === 'FAILED') setExportId(null);
  }, [domainId, exportId, state]);

  const start = async (format: ExportFormat) => {
    try {
      setExportId((await request({ domainId, year, format }).unwrap())._id);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const pollFailed = !!exportId && job.isError;
  const busy = isLoading || (!!exportId && !pollFailed);
  return (
    <Flex vertical gap={4} style={{ minWidth: 240 }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{T.delegateList}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => start('pdf')} disabled={busy}>
          PDF
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => start('csv')} disabled={busy}>
          CSV
        </Button>
      </Flex>
      <ExportProgress
        busy={busy}
        pollFailed={pollFailed}
        onRetry={job.refetch}
        percent={job.data?._id === exportId ? (job.data?.progress ?? 0) : 0}
        text={T.exportRunning}
      />
    </Flex>
  );
}
