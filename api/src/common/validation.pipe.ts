// The global validation pipe: whitelist + forbidNonWhitelisted, German messages from the DTO decorators,
// one VALIDATION_FAILED error with a detail per field.
import { ValidationError, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { Errors, FieldError } from './domain.exception';

const UNKNOWN_FIELD = 'Dieses Feld ist nicht erlaubt.';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([name, message]) => ({
      field,
      message: name === 'whitelistValidation' ? UNKNOWN_FIELD : message,
    }));
    // Report one message per field: the first failing rule is the one a person must fix first.
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

/** `overrides` for the rare route that must differ (e.g. a public form that drops unknown fields). */
export function createValidationPipe(overrides: ValidationPipeOptions = {}): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => Errors.validation(flatten(errors)),
    ...overrides,
  });
}
