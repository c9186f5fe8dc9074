import type { ReactNode } from 'react';
import { ForbiddenPage } from '../../../components/error-pages/lazy-error-pages';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { errorStatus, type RequestError } from '../../../lib/api/errors';
import { QueueLink } from './queue-link';

/** What a screen needs of one RTK Query read to show its state. */
export interface Read {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const refused = (reads: Read[]) => reads.some((read) => read.isError && errorStatus(read.error as RequestError) === 403);

interface AdminPageProps {
  title: string;
  extra?: ReactNode;
  /** The screen's reads: one the server refuses (403) turns the whole screen into the 403 page. */
  reads: Read[];
  children: ReactNode;
}

/**
 * An administration screen: heading, queue link and content; the 403 page instead when the server refuses a
 * read (a moderator on an administrators' page, or rights taken away since login), not an empty table.
 */
export function AdminPage({ title, extra, reads, children }: AdminPageProps) {
  if (refused(reads)) return <ForbiddenPage />;
  return (
    <Page title={title} extra={extra}>
      <QueueLink />
      {children}
    </Page>
  );
}

/**
 * Errors once: where the reads' content goes, a spinner until all have answered and the inline alert when one
 * failed; its retry asks again only what failed. Their endpoints declare SHOWN_INLINE, so nothing toasts.
 */
export function ReadsState({ reads, children }: { reads: Read[]; children: ReactNode }) {
  const failed = reads.filter((read) => read.isError);
  return (
    <QueryState
      isLoading={reads.some((read) => read.isLoading)}
      isError={failed.length > 0}
      onRetry={() => failed.forEach((read) => read.refetch())}
    >
      {children}
    </QueryState>
  );
}
