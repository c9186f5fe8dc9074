// Services throw DomainException with a stable code and the German sentence a person reads.
import { HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}

/** A 429 that tells the client when to try again (the filter sends it as Retry-After). */
export class RateLimitedException extends DomainException {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, code, message);
  }
}

export const Errors = {
  validation: (details: FieldError[]) =>
    new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', details[0]?.message ?? 'Die Eingabe ist ungültig.', details),
  badRequest: (code: string, message: string) => new DomainException(HttpStatus.BAD_REQUEST, code, message),
  unauthenticated: () => new DomainException(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', 'Bitte melde dich an.'),
  forbidden: (message = 'Du hast keine Berechtigung für diese Aktion.', code = 'FORBIDDEN') =>
    new DomainException(HttpStatus.FORBIDDEN, code, message),
  notFound: (message = 'Der Eintrag wurde nicht gefunden.') => new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', message),
  conflict: (code: string, message: string) => new DomainException(HttpStatus.CONFLICT, code, message),
  tooMany: (message = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.', code = 'RATE_LIMITED') =>
    new DomainException(HttpStatus.TOO_MANY_REQUESTS, code, message),
};

/** One error of a module: its stable code, HTTP status and German sentence; `field` makes it a field error. */
export interface ErrorSpec {
  status: HttpStatus;
  code: string;
  message: string;
  field?: string;
}

export const conflictError = (code: string, message: string): ErrorSpec => ({ status: HttpStatus.CONFLICT, code, message });
export const forbiddenError = (code: string, message: string): ErrorSpec => ({ status: HttpStatus.FORBIDDEN, code, message });
export const notFoundError = (code: string, message: string): ErrorSpec => ({ status: HttpStatus.NOT_FOUND, code, message });
/** A VALIDATION_FAILED answer naming one field, as the validation pipe gives. */
export const fieldError = (field: string, message: string): ErrorSpec => ({
  status: HttpStatus.BAD_REQUEST,
  code: 'VALIDATION_FAILED',
  message,
  field,
});

export type ErrorFactories<T extends Record<string, ErrorSpec>> = { readonly [K in keyof T]: () => DomainException };

/**
 * A module's `<module>.errors.ts` binds each code to its status and sentence once:
 * `export const TenantErrors = defineErrors({ lastAdmin: conflictError('LAST_ADMIN', '…') })`, then
 * `throw TenantErrors.lastAdmin()`. The filter answers `{statusCode, code, message, details}` as for any DomainException.
 */
export function defineErrors<T extends Record<string, ErrorSpec>>(specs: T): ErrorFactories<T> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      () =>
        spec.field
          ? Errors.validation([{ field: spec.field, message: spec.message }])
          : new DomainException(spec.status, spec.code, spec.message),
    ]),
  ) as ErrorFactories<T>;
}
