// The global validation pipe: whitelist + forbidNonWhitelisted, German messages from the DTO decorators,
// one VALIDATION_FAILED error with a detail per field. Before any DTO rule runs, every string of the query
// and the body is checked for control characters: PostgreSQL refuses NUL in text (a 500 before), and the
// others only ever arrive to hide or reorder what a person reads.
import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { Errors, FieldError } from '../core/domain.exception';

const UNKNOWN_FIELD = 'Dieses Feld ist nicht erlaubt.';

// C0 controls except tab, line feed and carriage return (line breaks of multi-line text), DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const controlCharacterMessage = (field: string) => `Das Feld „${field}“ enthält unzulässige Steuerzeichen.`;

/** Paths (a.b[0] as a.b.0) of every string, or key, below `value` that holds a control character. */
export function fieldsWithControlCharacters(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  // The body parser already refuses deep nesting; this bound only keeps a hand-built value from recursing forever.
  if (depth > 64) return found;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path || 'value');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => fieldsWithControlCharacters(item, path ? `${path}.${i}` : String(i), found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) found.push(field.replace(CONTROL_CHARACTER, '?'));
      else fieldsWithControlCharacters(item, field, found, depth + 1);
    }
  }
  return found;
}

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

@Injectable()
export class PlenumValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const fields = fieldsWithControlCharacters(value, metadata.data ?? '');
      if (fields.length > 0) throw Errors.validation(fields.map((field) => ({ field, message: controlCharacterMessage(field) })));
    }
    return super.transform(value, metadata);
  }
}

/** `overrides` for the rare route that must differ (e.g. a public form that drops unknown fields). */
export function createValidationPipe(overrides: ValidationPipeOptions = {}): ValidationPipe {
  return new PlenumValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => Errors.validation(flatten(errors)),
    ...overrides,
  });
}
