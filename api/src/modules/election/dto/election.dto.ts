import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ELECTION_TYPES,
  type ElectionPeople,
  type ElectionPupil,
  type ElectionRegistration,
  type ElectionTeacher,
  type ElectionType,
} from '#shared/election';
import { NAME_MAX_LENGTH } from '#shared/validation';
import { DateOnlyField, MailField, PersonNameField, TrimmedText, trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { ELECTION_FIELD_MESSAGES as M } from '../election.errors';

const Text = (required: string, max = NAME_MAX_LENGTH) => TrimmedText(required, max);

function Nested(cls: () => new () => object) {
  return (target: object, key: string) => {
    ApiProperty({ type: cls() })(target, key);
    ValidateNested()(target, key);
    Type(cls)(target, key);
    IsObject({ message: M.personRequired })(target, key);
    IsDefined({ message: M.personRequired })(target, key);
  };
}

export class ElectionTeacherDto implements ElectionTeacher {
  @PersonNameField(M.firstNameRequired) firstName: string;
  @PersonNameField(M.lastNameRequired) lastName: string;

  @MailField({ example: 'k.lehrer@example.org' }) mail: string;
}

export class ElectionPupilDto extends ElectionTeacherDto implements ElectionPupil {
  @Text(M.classRequired, 20) className: string;
}

/** The people of the form, keyed by their office (SPEC 3 "Election registration"). */
export class ElectionPeopleDto implements ElectionPeople {
  @Nested(() => ElectionPupilDto) SCHOOL_SPEAKER: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DEPUTY_SPEAKER_1: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DEPUTY_SPEAKER_2: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DELEGATE_1: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DELEGATE_2: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DEPUTY_DELEGATE_1: ElectionPupilDto;
  @Nested(() => ElectionPupilDto) DEPUTY_DELEGATE_2: ElectionPupilDto;

  @ApiProperty({ type: [ElectionTeacherDto], minItems: 1, maxItems: 2 })
  @ValidateNested({ each: true })
  @Type(() => ElectionTeacherDto)
  @ArrayMaxSize(2, { message: M.teachersRequired })
  @ArrayMinSize(1, { message: M.teachersRequired })
  @IsArray({ message: M.teachersRequired })
  LIAISON_TEACHER: ElectionTeacherDto[];
}

export class CreateElectionDto implements ElectionRegistration {
  @ApiProperty({ format: 'uuid', description: 'Stadt oder Kreis (Verband)' })
  @IsUUID(undefined, { message: M.domainRequired })
  domainId: string;

  @ApiProperty({ format: 'uuid', description: 'Die Schule: eine SV-Gruppe dieses Verbands' })
  @IsUUID(undefined, { message: M.schoolRequired })
  schoolTenantId: string;

  @ApiProperty({ example: '2026/27' })
  @Matches(/^\d{4}\/\d{2}$/, { message: M.schoolYearInvalid })
  @IsString({ message: M.schoolYearInvalid })
  @Transform(trim)
  schoolYear: string;

  @ApiProperty({ enum: ELECTION_TYPES })
  @IsIn(ELECTION_TYPES, { message: M.electionTypeRequired })
  electionType: ElectionType;

  @DateOnlyField(M.electionDateRequired) electionDate: string;
  @DateOnlyField(M.assemblyDateRequired) assemblyDate: string;

  @PersonNameField(M.leaderFirstNameRequired) leaderFirstName: string;
  @PersonNameField(M.leaderLastNameRequired) leaderLastName: string;

  @ApiProperty() @IsBoolean({ message: M.checkboxRequired }) minutesToPrincipal: boolean;
  @ApiProperty() @IsBoolean({ message: M.checkboxRequired }) minutesKeptByCouncil: boolean;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: M.truthRequired })
  truthConfirmed: true;

  @Nested(() => ElectionPeopleDto) people: ElectionPeopleDto;
}

export class ElectionYearQueryDto {
  @ApiPropertyOptional({ description: 'Schuljahr, das in diesem Jahr beginnt (Standard: das laufende, August bis Juli)', example: 2026 })
  @Optional()
  @Type(() => Number)
  @Max(2100, { message: M.yearInvalid })
  @Min(2000, { message: M.yearInvalid })
  @IsInt({ message: M.yearInvalid })
  year?: number;
}

export class ExportQueryDto extends ElectionYearQueryDto {
  @ApiProperty({ enum: ['pdf', 'csv'] })
  @IsIn(['pdf', 'csv'], { message: M.formatInvalid })
  format: 'pdf' | 'csv';
}
