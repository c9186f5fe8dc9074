// Response shapes of the event module for OpenAPI; the mappers in ../event.views.ts build them and the
// shared types (#shared/event) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import { EVENT_FIELD_TYPES, EventFieldType } from '#shared/event';
import type {
  EventAnswerView,
  EventAttendeeView,
  EventCustomField,
  EventProgramItem,
  EventRegistrationView,
  EventSwitches,
  EventView,
  OwnRegistrationView,
  PublicEventView,
} from '#shared/event';
import { PageMeta } from '../../../core/views/page-meta';
import { FormerMemberView, PersonView } from '../../../core/views/person.view';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class EventSwitchesDto implements EventSwitches {
  @ApiProperty({ description: 'Programmseite öffentlich' }) program: boolean;
  @ApiProperty({ description: 'Anmeldeseite öffentlich' }) registration: boolean;
  @ApiProperty({ description: 'Check-in-Seite öffentlich' }) checkin: boolean;
}

export class EventCustomFieldDto implements EventCustomField {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Klasse' }) name: string;
  @ApiProperty({ enum: EVENT_FIELD_TYPES }) type: EventFieldType;
  @ApiProperty({ type: [String], example: ['5a', '5b'] }) options: string[];
  @ApiProperty() required: boolean;
}

export class EventProgramItemDto implements EventProgramItem {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: '18:00' }) time: string;
  @ApiProperty({ example: 'Begrüßung' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
}

export class EventConfigurationDto {
  @ApiProperty({ type: [EventProgramItemDto], description: 'Das Programm in seiner Reihenfolge' }) toc: EventProgramItemDto[];
}

export class EventViewDto implements EventView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'Schulfest' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ example: 'Aula' }) location: string;
  @ApiProperty({ example: '2026-12-04T15:00:00.000Z' }) startDate: string;
  @ApiProperty({ example: '2026-12-04T19:00:00.000Z' }) endDate: string;
  @ApiProperty({ example: 0 }) viewAccess: number;
  @ApiProperty({ example: 'Gast' }) viewAccessLabel: string;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | FormerMemberView | null;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
  @ApiProperty({ type: EventSwitchesDto }) switches: EventSwitchesDto;
  @ApiProperty({ type: EventConfigurationDto }) configuration: EventConfigurationDto;
  @ApiProperty({ type: [EventCustomFieldDto] }) customFields: EventCustomFieldDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Code am Eingang; nur mit event:edit, sonst null' }) doorCode: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nur mit event:edit' }) registrationCount: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nur mit event:edit' }) attendeeCount: number | null;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class EventPageView extends PageMeta {
  @ApiProperty({ type: [EventViewDto] }) items: EventViewDto[];
}

export class EventAnswerViewDto implements EventAnswerView {
  @ApiProperty({ format: 'uuid' }) fieldId: string;
  @ApiProperty({ example: 'Klasse' }) name: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], example: '5a' }) value: string | string[];
}

export class EventRegistrationViewDto implements EventRegistrationView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ example: 'Lea' }) firstName: string;
  @ApiProperty({ example: 'Schmidt' }) lastName: string;
  @ApiProperty({ example: 'lea.schmidt@example.org' }) mail: string;
  @ApiProperty({ type: [EventAnswerViewDto] }) answers: EventAnswerViewDto[];
  @ApiProperty() createdAt: string;
}

export class EventAttendeeViewDto extends EventRegistrationViewDto implements EventAttendeeView {
  @ApiProperty() checkedInAt: string;
}

export class EventRegistrationPageView extends PageMeta {
  @ApiProperty({ type: [EventRegistrationViewDto] }) items: EventRegistrationViewDto[];
}

export class EventAttendeePageView extends PageMeta {
  @ApiProperty({ type: [EventAttendeeViewDto] }) items: EventAttendeeViewDto[];
}

export class PublicEventViewDto implements PublicEventView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
  @ApiProperty() location: string;
  @ApiProperty({ type: EventSwitchesDto }) switches: EventSwitchesDto;
  @ApiProperty({ type: [EventProgramItemDto], description: 'Leer, solange das Programm ausgeschaltet ist' }) program: EventProgramItemDto[];
  @ApiProperty({ type: [EventCustomFieldDto], description: 'Leer, solange Anmeldung und Check-in aus sind' })
  customFields: EventCustomFieldDto[];
  @ApiProperty({ description: 'Der Check-in verlangt den Code vom Eingang' }) doorCodeRequired: boolean;
  @ApiProperty({ example: 'SV Goethe-Gymnasium' }) tenantName: string;
}

export class OwnRegistrationViewDto implements OwnRegistrationView {
  @ApiProperty() registered: boolean;
}

/** The same answer whether the address was new or already there (nothing tells which). */
export class EventParticipantCreatedView {
  @ApiProperty() message: string;
}
