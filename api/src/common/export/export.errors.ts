// The errors every export kind shares: a file not made yet or given up on (budgets keep their own codes,
// BUDGET_EXPORT_*), too many requests of one member, and too many pending exports of one group.
import { EXPORT_MESSAGES as XM } from '#shared/exports';
import { conflictError, defineErrors, RateLimitedException } from '../../core/domain.exception';

export const ExportErrors = {
  ...defineErrors({
    notReady: conflictError('EXPORT_NOT_READY', XM.notReady),
    failed: conflictError('EXPORT_FAILED', XM.failed),
  }),
  tooMany: (retryAfterSeconds: number) => new RateLimitedException('EXPORT_LIMIT_REACHED', XM.limitReached, retryAfterSeconds),
  groupBusy: (retryAfterSeconds: number) => new RateLimitedException('EXPORT_GROUP_BUSY', XM.groupBusy, retryAfterSeconds),
};
