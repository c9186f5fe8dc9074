import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, Typography } from 'antd';
import { DATA_EXPORT_MESSAGES } from '#shared/data-export';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { dataExportFileUrl, useCurrentDataExportQuery, useRequestDataExportMutation } from '../data-export-api';
import { DATA_EXPORT_TEXT as T } from '../text';

/**
 * 'Meine Daten herunterladen': asks the workers for the ZIP, shows its progress (polled while it is made),
 * then the download link and the day it is deleted. The newest export comes from the server, so the link the
 * mail sends here finds it on any device.
 */
export function DataExportCard() {
  const current = useCurrentDataExportQuery();
  const job = current.data?.current ?? null;
  const running = job?.state === 'PENDING' || job?.state === 'RUNNING';
  // Polling only while the file is being made (re-rendered by each answer).
  useCurrentDataExportQuery(undefined, { pollingInterval: running ? 1000 : 0, skip: !running });
  const [request, { isLoading }] = useRequestDataExportMutation();
  const start = async () => {
    // A 429 (once a day) is shown by the base query's toast with the server's German sentence.
    if (!('error' in (await request()))) void current.refetch();
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.title}</h2>}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{DATA_EXPORT_MESSAGES.hinweis}</Typography.Paragraph>
      <QueryState isLoading={current.isLoading} isError={current.isError} onRetry={() => void current.refetch()}>
        <Flex vertical gap={8} align="start">
          <Button icon={<DownloadOutlined aria-hidden />} onClick={start} loading={isLoading || running}>
            {T.request}
          </Button>
          {running && (
            <div role="status" aria-live="polite" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{T.running}</Typography.Text>
              <Progress percent={job.progress} size="small" aria-label={T.running} />
            </div>
          )}
          {job?.state === 'DONE' && (
            <Typography.Text>
              <a href={dataExportFileUrl(job._id)} download>
                {T.download}
              </a>{' '}
              ({T.until(formatDate(job.expiresAt))})
            </Typography.Text>
          )}
          {job?.state === 'FAILED' && <Alert type="error" showIcon title={T.failed} />}
        </Flex>
      </QueryState>
    </Card>
  );
}
