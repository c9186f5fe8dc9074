import { ParseUUIDPipe } from '@nestjs/common';
import { Errors } from '../core/domain.exception';

/** Route ids are UUIDs; anything else is simply not found (no hint about ids' shape). */
export const UuidParam = new ParseUUIDPipe({ version: undefined, exceptionFactory: () => Errors.notFound() });
