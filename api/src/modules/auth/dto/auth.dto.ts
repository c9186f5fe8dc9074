import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsNotEmptyObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
  registerDecorator,
} from 'class-validator';
import type { ChangePasswordInput, Contact, LoginInput, RegisterInput } from '#shared/auth-data';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from '#shared/validation';
import { MailField, PersonNameField, RequiredString } from '../../../common/validation/fields';

/** The value must equal the sibling property (password repeat). */
function MatchesProperty(property: string, message: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesProperty',
      target: object.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[property],
      },
    });
}

function StrongPassword() {
  return (target: object, key: string) => {
    ApiProperty({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH, description: 'Groß- und Kleinbuchstabe, Zahl, Sonderzeichen' })(
      target,
      key,
    );
    IsString({ message: MESSAGES.passwordRule })(target, key);
    Matches(PASSWORD_PATTERN, { message: MESSAGES.passwordRule })(target, key);
  };
}

/** Person names follow the one name rule (shared/names.ts): letters, spaces, - ' and dots, no URLs or digits. */
export class ContactDto implements Contact {
  @PersonNameField(MESSAGES.firstNameRequired, { example: 'Lea' })
  first_name: string;

  @PersonNameField(MESSAGES.lastNameRequired, { example: 'Schmidt' })
  last_name: string;
}

export class RegisterDto implements RegisterInput {
  @MailField() mail: string;
  @StrongPassword() password: string;

  @ApiProperty({ type: ContactDto })
  @IsDefined({ message: MESSAGES.firstNameRequired })
  @IsNotEmptyObject({}, { message: MESSAGES.firstNameRequired })
  @ValidateNested()
  @Type(() => ContactDto)
  contact: ContactDto;

  @ApiProperty({ example: true })
  @IsBoolean({ message: MESSAGES.termsRequired })
  @Equals(true, { message: MESSAGES.termsRequired })
  termsAccepted: true;
}

export class LoginDto implements LoginInput {
  @MailField() mail: string;

  @ApiProperty()
  @RequiredString(MESSAGES.passwordRequired, PASSWORD_MAX_LENGTH)
  password: string;
}

export class MailDto {
  @MailField() mail: string;
}

export class VerifyDto {
  @ApiProperty({ description: 'Token aus dem Bestätigungslink' })
  @IsString({ message: MESSAGES.linkInvalid })
  @IsNotEmpty({ message: MESSAGES.linkInvalid })
  @MaxLength(200, { message: MESSAGES.linkInvalid })
  token: string;
}

export class ResetPasswordDto {
  @StrongPassword() password: string;

  @ApiPropertyOptional({ description: 'Wiederholung; wenn angegeben, muss sie übereinstimmen' })
  @ValidateIf((o: ResetPasswordDto) => o.passwordRepeat !== undefined)
  @MatchesProperty('password', MESSAGES.passwordsDiffer)
  passwordRepeat?: string;
}

export class ChangePasswordDto implements ChangePasswordInput {
  @ApiProperty()
  @RequiredString(MESSAGES.oldPasswordRequired, PASSWORD_MAX_LENGTH)
  oldPassword: string;

  @StrongPassword() password: string;

  @ApiProperty()
  @IsString({ message: MESSAGES.passwordsDiffer })
  @MatchesProperty('password', MESSAGES.passwordsDiffer)
  passwordRepeat: string;
}

export class UpdateUserDto {
  @ApiProperty({ type: ContactDto })
  @IsDefined({ message: MESSAGES.firstNameRequired })
  @ValidateNested()
  @Type(() => ContactDto)
  contact: ContactDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
