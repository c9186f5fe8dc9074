import { ValidateIf } from 'class-validator';

/**
 * The field may be left out. Unlike class-validator's IsOptional, `null` is not "left out": it is checked
 * like any other value and refused with the field's German message, instead of reaching a NOT NULL column
 * as a 500. A field where null means something (clearing a date) says so with IsOptional and a comment.
 */
export const Optional = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
