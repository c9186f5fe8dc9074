// Money fields (ARCHITECTURE 2, SPEC 5): euros with at most two decimals, never below 0, at most
// 9,999,999,999.99 (numeric(12,2)). The DTO keeps the amount as a canonical decimal string ('12.5'), which
// PostgreSQL takes as is: the value never passes through float arithmetic on its way to the column.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf } from 'class-validator';
import { BUDGET_MESSAGES } from '#shared/budget';

type FieldDecorator = (target: object, key: string) => void;

export const MONEY_MESSAGE = BUDGET_MESSAGES.amountInvalid;
/** Up to ten whole digits and two decimals: exactly what numeric(12,2) holds, signs and exponents refused. */
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * JSON numbers become their shortest decimal text (12.5 -> '12.5', which is exact for any amount a person
 * types); multipart text is trimmed. Anything else stays as it is for the rule to refuse.
 */
export function toMoneyText(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value;
  if (typeof value === 'string') return value.trim();
  return value;
}

export function isMoneyText(value: unknown): value is string {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

interface MoneyOptions {
  /** May be left out (PUT changes only what is sent). */
  optional?: boolean;
  /** null (or '' from multipart) clears it. */
  nullable?: boolean;
}

export function MoneyField(options: MoneyOptions = {}): FieldDecorator {
  return (target, key) => {
    const meta = { type: Number, example: 1234.56, minimum: 0, maximum: 9_999_999_999.99, nullable: options.nullable };
    (options.optional ? ApiPropertyOptional(meta) : ApiProperty(meta))(target, key);
    if (options.nullable) Transform(({ value }: { value: unknown }) => (value === '' ? null : value))(target, key);
    Transform(({ value }: { value: unknown }) => toMoneyText(value))(target, key);
    if (options.optional || options.nullable) {
      ValidateIf(
        (_object: object, value: unknown) => (options.optional ? value !== undefined : true) && !(options.nullable && value === null),
      )(target, key);
    }
    registerDecorator({
      name: 'money',
      target: target.constructor,
      propertyName: key,
      options: { message: MONEY_MESSAGE },
      validator: { validate: isMoneyText },
    });
  };
}
