// Every error the push routes answer with, bound once to status and German sentence.
import { PUSH_MESSAGES as M } from '#shared/push';
import { defineErrors, fieldError, notFoundError } from '../../core/domain.exception';

export const PushErrors = defineErrors({
  endpointInvalid: fieldError('endpoint', M.endpointInvalid),
  endpointPrivate: fieldError('endpoint', M.endpointPrivate),
  notFound: notFoundError('PUSH_SUBSCRIPTION_NOT_FOUND', M.notFound),
});
