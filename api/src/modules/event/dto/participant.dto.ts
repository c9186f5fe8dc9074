// The public registration and check-in body (issue 14 §1). Unknown properties are refused by the global
// pipe (the body can never choose the event, an id or a state); answers are checked by event-answers.ts.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { EVENT_DOOR_CODE_MAX_LENGTH, EVENT_MESSAGES as EM, EVENT_PARTICIPANT_SORT_FIELDS } from '#shared/event';
import type { EventAnswerValue } from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { MailField, PersonNameField, trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

const ANSWERS_DOC: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  description: 'Antworten nach Feld-Id: Text, die Beschriftung einer Option, oder eine Liste von Beschriftungen (Mehrfachauswahl)',
  example: { '3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60': '5a' },
};

/** A member's own registration from inside the app: name and address come from the account, never the body. */
export class OwnRegistrationDto {
  @ApiPropertyOptional(ANSWERS_DOC)
  @Optional()
  answers?: Record<string, EventAnswerValue>;
}

export class EventParticipantDto {
  @PersonNameField(MESSAGES.firstNameRequired, { example: 'Lea' })
  firstName: string;

  @PersonNameField(MESSAGES.lastNameRequired, { example: 'Schmidt' })
  lastName: string;

  @MailField()
  mail: string;

  @ApiPropertyOptional(ANSWERS_DOC)
  @Optional()
  answers?: Record<string, EventAnswerValue>;
}

/** A check-in also names the code shown at the door, when the event has one. */
export class EventCheckInDto extends EventParticipantDto {
  @ApiPropertyOptional({
    maxLength: EVENT_DOOR_CODE_MAX_LENGTH,
    example: 'AULA7',
    description: 'Der Code vom Eingang, wenn das Event einen verlangt',
  })
  @Optional()
  @Transform(trim)
  @IsString({ message: EM.doorCodeRequired })
  @MaxLength(EVENT_DOOR_CODE_MAX_LENGTH, { message: EM.doorCodeRequired })
  doorCode?: string;
}

const SORT_VALUES = EVENT_PARTICIPANT_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

export class EventParticipantListQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: SORT_VALUES, default: '-createdAt' })
  @Optional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${EVENT_PARTICIPANT_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;
}
