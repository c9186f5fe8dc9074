import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { ExportProgress } from '../../../components/export-progress';
import { useExportJob } from '../../../lib/use-export-job';
import { domainAdminApi, exportFileUrl, type ExportFormat, useRequestDelegateExportMutation } from '../api';
import { DOMAIN_ADMIN_TEXT as T } from '../text';

/** The delegate list of the school year: two formats share one job, shown below both buttons. */
export function ExportPanel({ domainId, year }: { domainId: string; year: number }) {
  const [request] = useRequestDelegateExportMutation();
  const job = useExportJob({
    status: domainAdminApi.endpoints.delegateExport,
    owner: { domainId },
    fileUrl: (exportId) => exportFileUrl(domainId, exportId),
  });
  const start = (format: ExportFormat) => job.start(() => request({ domainId, year, format }).unwrap());
  return (
    <Flex vertical gap={4} style={{ minWidth: 240 }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{T.delegateList}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => start('pdf')} disabled={job.busy}>
          PDF
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => start('csv')} disabled={job.busy}>
          CSV
        </Button>
      </Flex>
      <ExportProgress busy={job.busy} pollFailed={job.pollFailed} onRetry={job.retry} percent={job.percent} text={T.exportRunning} />
    </Flex>
  );
}
