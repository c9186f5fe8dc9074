// Multipart bodies carry arrays as JSON text (SPEC 7): `materials=["<uuid>", ...]`. One transform parses
// them for every module; text that is not the expected JSON fails validation with a German message instead
// of reaching a service as a string (or a 500 from JSON.parse).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, isUUID, registerDecorator } from 'class-validator';
import { parseJsonText } from '../http/json-depth';

type FieldDecorator = (target: object, key: string) => void;

export const JSON_ARRAY_MESSAGES = {
  materialsInvalid: 'Die Liste der Materialien ist ungültig.',
} as const;

/** What the transform leaves for text that is no JSON array, so the validator can name the field. */
const NOT_AN_ARRAY = Symbol('not a JSON array');

const MAX_ITEMS = 500;

/**
 * A JSON array from multipart text, or the array a JSON body already holds; NOT_AN_ARRAY otherwise. Text
 * nested deeper than a JSON body may be is refused (400 naming `field`) before it is parsed.
 */
export function parseJsonArray(value: unknown, field = 'body'): unknown[] | typeof NOT_AN_ARRAY {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return NOT_AN_ARRAY;
  let parsed: unknown;
  try {
    parsed = parseJsonText(value, field);
  } catch (err) {
    if (err instanceof SyntaxError) return NOT_AN_ARRAY;
    throw err;
  }
  return Array.isArray(parsed) ? parsed : NOT_AN_ARRAY;
}

/**
 * An optional array field sent as JSON text (or as a JSON array in a JSON body) whose items all pass
 * `isItem`; the value reaching the service is the parsed array. Left out, the property stays undefined.
 */
export function JsonArrayField(isItem: (item: unknown) => boolean, message: string, maxItems = MAX_ITEMS): FieldDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) => (value === undefined || value === null ? value : parseJsonArray(value, key)))(target, key);
    registerDecorator({
      name: 'jsonArray',
      target: target.constructor,
      propertyName: key,
      options: { message },
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length <= maxItems && value.every(isItem),
      },
    });
  };
}

/**
 * `materials`: the ids of the owner's existing materials to keep (SPEC 7). Left out, every material stays;
 * `[]` removes them all. Ids of another owner are refused by MaterialService.keepOnly.
 */
export function MaterialIdsField(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      description: 'JSON-Text: Ids der vorhandenen Materialien, die erhalten bleiben (weggelassen: alle bleiben)',
      example: '["3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60"]',
      type: String,
    })(target, key);
    JsonArrayField((item) => typeof item === 'string' && isUUID(item, 'all'), JSON_ARRAY_MESSAGES.materialsInvalid)(target, key);
  };
}
