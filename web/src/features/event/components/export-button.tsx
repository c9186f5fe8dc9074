import type { ReactNode } from 'react';
import type { EventExportKind } from '#shared/event-export';
import { ExportButton as JobButton } from '../../../components/export-button';
import { useExportJob } from '../../../lib/use-export-job';
import { eventApi, exportFileUrl, useRequestEventExportMutation } from '../api';
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

/** One export of an event (lists, QR codes, certificates) with its job's progress. */
export function ExportButton({ tenantId, eventId, kind, attendeeId, children, ...button }: ExportButtonProps) {
  const [request] = useRequestEventExportMutation();
  const job = useExportJob({
    status: eventApi.endpoints.eventExport,
    owner: { tenantId, eventId },
    fileUrl: (exportId) => exportFileUrl(tenantId, eventId, exportId),
  });
  return (
    <JobButton job={job} request={() => request({ tenantId, eventId, kind, attendeeId }).unwrap()} runningText={T.running} {...button}>
      {children}
    </JobButton>
  );
}
