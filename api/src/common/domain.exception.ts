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
