// Every error the data exports answer with besides the export base's (EXPORT_NOT_READY, EXPORT_FAILED, 429s).
import { DATA_EXPORT_MESSAGES as DM } from '#shared/data-export';
import { defineErrors, notFoundError, RateLimitedException } from '../../core/domain.exception';

export const DataExportErrors = {
  ...defineErrors({
    notFound: notFoundError('DATA_EXPORT_NOT_FOUND', DM.notFound),
  }),
  tooSoon: (retryAfterSeconds: number) => new RateLimitedException('DATA_EXPORT_TOO_SOON', DM.tooSoon, retryAfterSeconds),
};
