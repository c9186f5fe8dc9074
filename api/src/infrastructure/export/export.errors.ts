// The errors every export kind shares: asking for too many files. (Not ready and failed stay each module's
// own codes: budget answers BUDGET_EXPORT_NOT_READY, the others EXPORT_NOT_READY.)
import { RateLimitedException } from '../../common/domain.exception';

export const EXPORT_LIMIT_MESSAGE =
  'Du hast in der letzten Stunde zu viele Exporte angefordert. Bitte warte etwas und versuche es dann erneut.';

export const ExportErrors = {
  tooMany: (retryAfterSeconds: number) => new RateLimitedException('EXPORT_LIMIT_REACHED', EXPORT_LIMIT_MESSAGE, retryAfterSeconds),
};
