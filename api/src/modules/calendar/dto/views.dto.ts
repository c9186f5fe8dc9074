// Response shapes of the calendar for OpenAPI; the mapper in ../calendar.views.ts builds them and the
// shared type CalendarEntry (#shared/calendar) is what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import type { CalendarEntry } from '#shared/calendar';
import { PageMeta } from '../../../core/views/page-meta';
import { FormerMemberView, PersonView } from '../../../core/views/person.view';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class CalendarEventView implements CalendarEntry {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'SV-Sitzung', description: 'Reiner Text' }) title: string;
  @ApiProperty({ example: '<p>Tagesordnung</p>', description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ example: 'Raum 104', description: 'Reiner Text' }) location: string;
  @ApiProperty({ description: 'Reiner Text' }) notes: string;
  @ApiProperty({ example: '#1677ff' }) color: string;
  @ApiProperty({ example: '2026-11-24T15:00:00.000Z', description: 'Ganztägig: Berliner Mitternacht des ersten Tages' })
  startDate: string;
  @ApiProperty({ example: '2026-11-24T16:30:00.000Z', description: 'Ganztägig: Berliner Mitternacht des letzten Tages' })
  endDate: string;
  @ApiProperty() allDay: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Ganztägig: erster Tag (JJJJ-MM-TT)' })
  startDay: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Ganztägig: letzter Tag, einschließlich' })
  endDay: string | null;
  @ApiProperty({ example: 2, description: 'Niedrigste Rolle, die den Termin sieht' }) viewAccess: number;
  @ApiProperty({ example: 'SV-Mitglied' }) viewAccessLabel: string;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | FormerMemberView | null;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
  @ApiProperty({ description: 'Darf ich ihn ändern?' }) mayEdit: boolean;
  @ApiProperty({ description: 'Darf ich ihn löschen?' }) mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class CalendarEventPageView extends PageMeta {
  @ApiProperty({ type: [CalendarEventView] }) items: CalendarEventView[];
}
