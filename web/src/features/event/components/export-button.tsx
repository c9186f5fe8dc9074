import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { EventExportKind } from '#shared/event-export';
import { ExportProgress } from '../../../components/export-progress';
import { toast } from '../../../components/toast/toast';
import { download } from '../../../lib/download';
import { useAppSelector } from '../../../lib/state';
import { eventApi, exportFileUrl, useEventExportQuery, useRequestEventExportMutation } from '../api';
import { EXPORT_TEXT as T } from '../text';

export interface ExportButtonProps {
  tenantId: string;
  eventId: string;
  kind: EventExportKind;
  /** The certificate of one attendee. */
  attendeeId?: string;
  children: ReactNode;
  /** For icon-only or ambiguous buttons: names what is downloaded. */
  'aria-label'?: string;
  size?: 'small' | 'middle';
}

/**
 * One export of an event, like the delegate list's (domain-admin/export-panel.tsx): the pdf worker makes the
 * file (POST answers 202 with a job), the button shows the job's progress while it polls, then downloads it.
 */
export function ExportButton({ tenantId, eventId, kind, attendeeId, children, size, ...rest }: ExportButtonProps) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestEventExportMutation();
  const args = { tenantId, eventId, exportId: exportId ?? '' };
  // A failed poll stops the polling until the retry asks again, instead of failing once a second.
  const lastPollFailed = useAppSelector((root) => eventApi.endpoints.eventExport.select(args)(root).isError);
  const job = useEventExportQuery(args, { skip: !exportId, pollingInterval: lastPollFailed ? 0 : 1000 });
  const current = job.data?._id === exportId ? job.data : undefined;
  const state = current?.state;

  // The job's state arrives by polling the worker's progress: when it ends the button lets go of the job
  // (syncing with an outside system, not derived state).
  useEffect(() => {
    if (!exportId) return;
    if (state === 'DONE') download(exportFileUrl(tenantId, eventId, exportId));
    if (state === 'FAILED') toast.error(T.failed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state === 'DONE' || state === 'FAILED') setExportId(null);
  }, [tenantId, eventId, exportId, state]);

  const start = async () => {
    try {
      setExportId((await request({ tenantId, eventId, kind, attendeeId }).unwrap())._id);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const pollFailed = !!exportId && job.isError;
  const busy = isLoading || (!!exportId && !pollFailed);
  return (
    <Flex vertical gap={4}>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={start} loading={busy} size={size} aria-label={rest['aria-label']}>
        {children}
      </Button>
      <ExportProgress busy={busy} pollFailed={pollFailed} onRetry={job.refetch} percent={current?.progress ?? 0} text={T.running} />
    </Flex>
  );
}
