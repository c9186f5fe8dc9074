import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ExportJob } from '../lib/use-export-job';
import { ExportProgress } from './export-progress';

export interface ExportButtonProps {
  job: ExportJob;
  /** The module's request mutation, unwrapped (e.g. `() => request({ tenantId, eventId, kind }).unwrap()`). */
  request: () => Promise<{ _id: string }>;
  /** What is running, e.g. "Export wird erstellt …". */
  runningText: string;
  children: ReactNode;
  /** For icon-only or ambiguous buttons: names what is downloaded. */
  'aria-label'?: string;
  size?: 'small' | 'middle';
  disabled?: boolean;
}

/**
 * One export's button with its job's progress below (useExportJob): asks for the file, shows how far the
 * pdf worker is, then downloads it. Why shared: budgets, events and surveys offer their exports alike.
 */
export function ExportButton({ job, request, runningText, children, size, disabled, ...rest }: ExportButtonProps) {
  return (
    <Flex vertical gap={4}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => job.start(request)}
        loading={job.busy}
        size={size}
        disabled={disabled}
        aria-label={rest['aria-label']}
      >
        {children}
      </Button>
      <ExportProgress busy={job.busy} pollFailed={job.pollFailed} onRetry={job.retry} percent={job.percent} text={runningText} />
    </Flex>
  );
}
