// Every error the notify module answers with.
import { NOTIFY_MESSAGES as M } from '#shared/notify';
import { defineErrors, fieldError } from '../../core/domain.exception';

export const NotifyErrors = defineErrors({
  mutedNotMember: fieldError('muted', M.mutedNotMember),
  mutedUntilPast: fieldError('muted', M.mutedUntilPast),
  mentionNotMember: fieldError('mentions', M.mentionNotMember),
});
