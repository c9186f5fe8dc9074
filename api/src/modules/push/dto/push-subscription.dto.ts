import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, IsString, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES as M } from '#shared/push';
import type { PushSubscriptionInput } from '#shared/push';
import { isAuthSecret, isP256Point } from '../push.rules';

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: 'P-256-Schlüssel des Browsers, base64url (65 Byte)' })
  @ValidateBy({ name: 'isP256Point', validator: { validate: isP256Point } }, { message: M.p256dhInvalid })
  p256dh: string;

  @ApiProperty({ description: 'Auth-Geheimnis des Browsers, base64url (16 Byte)' })
  @ValidateBy({ name: 'isAuthSecret', validator: { validate: isAuthSecret } }, { message: M.authInvalid })
  auth: string;
}

/** The browser's PushSubscription JSON. Whether the endpoint's address may be reached is the service's check. */
export class PushSubscriptionDto implements PushSubscriptionInput {
  @ApiProperty({ example: 'https://push.example.org/send/abc' })
  @IsString({ message: M.endpointInvalid })
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: M.endpointInvalid })
  endpoint: string;

  // null is what browsers send when the subscription does not expire.
  @ApiPropertyOptional({ type: Number, nullable: true })
  @ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null)
  @IsNumber({}, { message: M.expirationInvalid })
  expirationTime?: number | null;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined({ message: M.keysRequired })
  @IsObject({ message: M.keysRequired })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class PushUnsubscribeDto {
  @ApiProperty()
  @IsString({ message: M.endpointInvalid })
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: M.endpointInvalid })
  endpoint: string;
}
