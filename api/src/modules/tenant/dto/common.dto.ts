import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from '#shared/validation';

export const TENANT_DTO_MESSAGES = {
  levelRequired: 'Bitte wähle eine Rolle aus.',
  nameRequired: 'Bitte gib einen Namen ein.',
  contentRequired: 'Bitte gib eine Nachricht ein.',
  booleanRequired: 'Bitte wähle an oder aus.',
  typeInvalid: 'Bitte wähle eine gültige Gruppenart aus.',
  idInvalid: 'Die Kennung ist ungültig.',
  stateInvalid: 'Bitte wähle einen gültigen Status aus.',
  idsInvalid: 'Bitte gib eine Liste gültiger Kennungen an.',
} as const;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An e-mail address, trimmed and lower-cased as user_account stores it. */
export function MailField() {
  return (target: object, key: string) => {
    ApiProperty({ example: 'lea.schmidt@example.org', maxLength: EMAIL_MAX_LENGTH })(target, key);
    Transform(lower)(target, key);
    IsString({ message: MESSAGES.emailInvalid })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailInvalid })(target, key);
    Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })(target, key);
  };
}

/** A level number; whether it exists in the tenant's type is the service's check. */
export function LevelField() {
  return (target: object, key: string) => {
    ApiProperty({ description: 'Rolle in der Gruppe (SV 0–5, SSR 0–3, NETWORK 0–2)', example: 2 })(target, key);
    IsInt({ message: TENANT_DTO_MESSAGES.levelRequired })(target, key);
    Min(0, { message: TENANT_DTO_MESSAGES.levelRequired })(target, key);
    Max(32767, { message: TENANT_DTO_MESSAGES.levelRequired })(target, key);
  };
}

export class MessageView {
  @ApiProperty() message: string;
}
