import { Progress, Typography } from 'antd';
import { QueryState } from './query-state';

export interface ExportProgressProps {
  /** The job is requested or running: shows the progress bar. */
  busy: boolean;
  /** The last poll of the job failed: shows the failure with its retry. */
  pollFailed: boolean;
  onRetry: () => void;
  percent: number;
  /** What is running, e.g. "Export wird erstellt …". */
  text: string;
}

/**
 * The progress of an export job the pdf worker makes (202 + polling), below its buttons. Why shared: every
 * export screen (events, delegate lists) shows the same live status and the same retry for a failed poll.
 */
export function ExportProgress({ busy, pollFailed, onRetry, percent, text }: ExportProgressProps) {
  return (
    <>
      <QueryState isLoading={false} isError={pollFailed} onRetry={onRetry}>
        {null}
      </QueryState>
      {busy && (
        <div role="status" aria-live="polite" data-testid="export-progress">
          <Typography.Text type="secondary">{text}</Typography.Text>
          <Progress percent={percent} size="small" aria-label={text} />
        </div>
      )}
    </>
  );
}
