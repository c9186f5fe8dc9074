import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsObject, ValidateBy } from 'class-validator';
import { LEGAL_HOLD_REASON_MAX } from '#shared/retention';
import { IsoInstant, TrimmedText, toIsoInstant } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { RETENTION_TEXT as T } from '../retention.errors';

export class RetentionPeriodDto {
  @ApiProperty({ description: 'In der Einheit der Regel' })
  @IsInt({ message: T.periodInvalid })
  period: number;
}

const isPeriodMap = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((n) => Number.isInteger(n));

export class RetentionDryRunDto {
  @ApiProperty({
    description: 'Geänderte Dauern je Kategorie, z. B. { "GROUP_CHAT": 2 }',
    type: 'object',
    additionalProperties: { type: 'integer' },
  })
  @IsObject({ message: T.periodsInvalid })
  @ValidateBy({ name: 'periodMap', validator: { validate: isPeriodMap } }, { message: T.periodsInvalid })
  periods: Record<string, number>;

  @ApiPropertyOptional({ description: 'Stichtag der Vorschau (Standard: jetzt)' })
  @Optional()
  @Transform(toIsoInstant)
  @IsoInstant(T.asOfInvalid)
  asOf?: string;
}

export class RetentionRunDto {
  @ApiPropertyOptional({ description: 'Nur mit RETENTION_ALLOW_AS_OF=1 (Testumgebungen)' })
  @Optional()
  @Transform(toIsoInstant)
  @IsoInstant(T.asOfInvalid)
  asOf?: string;
}

export class LegalHoldDto {
  @TrimmedText(T.reasonRequired, LEGAL_HOLD_REASON_MAX)
  reason: string;
}
