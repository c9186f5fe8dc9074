import { useEffect, useState } from 'react';
import { EXPORT_MESSAGES } from '#shared/exports';
import { download } from './download';
import type { RootState } from './state';
import { useAppSelector } from './state';
import { toast } from './toast/toast';

/** What every export's status answers (the API's ExportProgressView, plus its id). */
export interface ExportJobView {
  _id: string;
  state: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
  progress: number;
}

/** The status query of one export kind, as RTK Query's `api.endpoints.<name>` gives it. */
export interface ExportStatusEndpoint<A> {
  useQuery(
    args: A,
    options: { skip: boolean; pollingInterval: number },
  ): { data?: ExportJobView; isError: boolean; refetch: () => unknown };
  select(args: A): (state: RootState) => { isError: boolean };
}

export interface ExportJobOptions<O> {
  status: ExportStatusEndpoint<O & { exportId: string }>;
  /** The status query's arguments besides the export id (tenant and budget, event, survey or domain). */
  owner: O;
  fileUrl: (exportId: string) => string;
}

export interface ExportJob {
  /** Sends the request (the module's mutation, unwrapped) and follows the job it answers with. */
  start: (request: () => Promise<{ _id: string }>) => Promise<void>;
  /** Requested or running: the buttons wait and the progress bar shows. */
  busy: boolean;
  /** The last poll failed: polling stops until `retry`. */
  pollFailed: boolean;
  retry: () => void;
  percent: number;
}

/**
 * One export job the pdf worker makes (POST answers 202 with a job): polls its status once a second, downloads
 * the file when it is DONE, toasts when it FAILED. Why shared: every export screen follows its job the same way.
 */
export function useExportJob<O>({ status, owner, fileUrl }: ExportJobOptions<O>): ExportJob {
  const [exportId, setExportId] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const args = { ...owner, exportId: exportId ?? '' };
  // A failed poll stops the polling until the retry asks again, instead of failing once a second.
  const lastPollFailed = useAppSelector((root) => status.select(args)(root).isError);
  const job = status.useQuery(args, { skip: !exportId, pollingInterval: lastPollFailed ? 0 : 1000 });
  const current = job.data?._id === exportId ? job.data : undefined;
  const state = current?.state;

  // The job's state arrives by polling the worker's progress: when it ends, the hook lets go of the job
  // (syncing with an outside system, not derived state).
  useEffect(() => {
    if (!exportId) return;
    if (state === 'DONE') download(fileUrl(exportId));
    if (state === 'FAILED') toast.error(EXPORT_MESSAGES.failed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state === 'DONE' || state === 'FAILED') setExportId(null);
  }, [exportId, state, fileUrl]);

  const start = async (request: () => Promise<{ _id: string }>) => {
    setRequesting(true);
    try {
      setExportId((await request())._id);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    } finally {
      setRequesting(false);
    }
  };

  const pollFailed = !!exportId && job.isError;
  return {
    start,
    busy: requesting || (!!exportId && !pollFailed),
    pollFailed,
    retry: () => void job.refetch(),
    percent: current?.progress ?? 0,
  };
}
