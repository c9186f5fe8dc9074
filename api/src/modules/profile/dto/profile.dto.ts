// The body of `PUT /profile/tenant/{tenantId}`: multipart text parts (or JSON without files). Every field
// may be left out (unchanged) or sent empty (cleared); plain-text fields are stored as typed and always
// shown as text, never as HTML. The description is rich text and goes through the one sanitiser.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, registerDecorator, ValidateIf } from 'class-validator';
import { NAME_MESSAGES } from '#shared/names';
import {
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_MESSAGES as PM,
  PROFILE_PERSON_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
  PROFILE_PHONE_PATTERN,
  PROFILE_WEBSITE_MAX_LENGTH,
  PROFILE_WEBSITE_PATTERN,
} from '#shared/profile';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from '#shared/validation';
import { lower, RichTextField, toBool, trim } from '../../../common/validation/fields';

type FieldDecorator = (target: object, key: string) => void;

// Control and format characters (bidi overrides, zero-width) only ever hide what a text says.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

function NoInvisibleCharacters(): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'noInvisibleCharacters',
      target: target.constructor,
      propertyName: key,
      options: { message: NAME_MESSAGES.invisible },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !INVISIBLE.test(value) },
    });
}

/** An optional one-line text: trimmed, at most `max` characters, '' clears it. */
function ProfileText(max: number, example: string, pattern?: { regex: RegExp; message: string }): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ maxLength: max, example, description: 'Reiner Text; leer löscht das Feld' })(target, key);
    IsOptional()(target, key);
    Transform(trim)(target, key);
    // Registered in the order a person should read the problems: type, length, characters, pattern.
    IsString({ message: MESSAGES.tooLong(max) })(target, key);
    MaxLength(max, { message: MESSAGES.tooLong(max) })(target, key);
    NoInvisibleCharacters()(target, key);
    if (pattern) {
      // An empty text clears the field; only a filled one must look like a phone number or web address.
      ValidateIf((_: object, value: unknown) => value !== '')(target, key);
      Matches(pattern.regex, { message: pattern.message })(target, key);
    }
  };
}

/** Multipart sends 'true'/'false'. */
const ImageRemovalFlag =
  (message: string): FieldDecorator =>
  (target, key) => {
    ApiPropertyOptional({ type: Boolean, description: "'true' entfernt das Bild" })(target, key);
    IsOptional()(target, key);
    Transform(toBool)(target, key);
    IsBoolean({ message })(target, key);
  };

const FLAG_INVALID = 'Bitte gib true oder false an.';

export class UpdateProfileDto {
  @RichTextField(MESSAGES.required, PROFILE_DESCRIPTION_MAX_LENGTH, {
    optional: true,
    example: '<p>Wir sind die <strong>SV</strong> des Goethe-Gymnasiums.</p>',
  })
  description?: string;

  @ProfileText(PROFILE_PERSON_MAX_LENGTH, 'Lea Sommer (Schulsprecherin)')
  contactPerson?: string;

  @ApiPropertyOptional({ maxLength: EMAIL_MAX_LENGTH, example: 'sv@goethe-gymnasium.de', description: 'Leer löscht das Feld' })
  @IsOptional()
  @ValidateIf((_: object, value: unknown) => value !== '')
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @Transform(lower)
  contactEmail?: string;

  @ProfileText(PROFILE_PHONE_MAX_LENGTH, '+49 69 1234567', { regex: PROFILE_PHONE_PATTERN, message: PM.phoneInvalid })
  contactPhone?: string;

  @ProfileText(PROFILE_WEBSITE_MAX_LENGTH, 'https://sv.goethe-gymnasium.de', { regex: PROFILE_WEBSITE_PATTERN, message: PM.websiteInvalid })
  contactWebsite?: string;

  @ProfileText(PROFILE_PERSON_MAX_LENGTH, 'Jonas Weiß')
  publicPerson?: string;

  @ImageRemovalFlag(FLAG_INVALID)
  removeAvatarImage?: boolean;

  @ImageRemovalFlag(FLAG_INVALID)
  removeBackgroundImage?: boolean;
}
