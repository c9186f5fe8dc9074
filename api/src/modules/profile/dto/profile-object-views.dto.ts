// Response shapes of the news and profile project routes for OpenAPI; the shared types
// (#shared/profile-objects) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import { CONTENT_STATUSES, ContentStatus, PROFILE_OBJECT_KINDS, ProfileObjectKind } from '#shared/profile-objects';
import type { ProfileObjectImage, ProfileObjectView, ProfileObjectWaitingView } from '#shared/profile-objects';
import { PageMeta } from '../../../core/views/page-meta';
import { FormerMemberView, PersonView } from '../../../core/views/person.view';

export class ProfileObjectImageDto implements ProfileObjectImage {
  @ApiProperty({ format: 'uuid', description: 'Lädt für Mitglieder unter /api/files/{_id}' }) _id: string;
  @ApiProperty({ example: 'baenke.jpg' }) name: string;
  @ApiProperty({ example: 'image/jpeg' }) mimeType: string;
}

export class ProfileObjectViewDto implements ProfileObjectView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ enum: PROFILE_OBJECT_KINDS }) kind: ProfileObjectKind;
  @ApiProperty({ example: 'Neue Bänke für den Schulhof' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) content: string;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: ContentStatus;
  @ApiProperty({ example: 'Entwurf' }) statusLabel: string;
  @ApiProperty({ type: ProfileObjectImageDto, nullable: true }) image: ProfileObjectImageDto | null;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | FormerMemberView | null;
  @ApiProperty({ type: String, nullable: true, description: 'Zuletzt veröffentlicht' }) publishedAt: string | null;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty({ enum: CONTENT_STATUSES, isArray: true, description: 'Status, in die ich den Beitrag jetzt setzen darf' })
  transitions: ContentStatus[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ProfileObjectPageView extends PageMeta {
  @ApiProperty({ type: [ProfileObjectViewDto] }) items: ProfileObjectViewDto[];
}

export class ProfileObjectWaitingViewDto implements ProfileObjectWaitingView {
  @ApiProperty({ description: 'Neuigkeiten in Prüfung' }) news: number;
  @ApiProperty({ description: 'Projekte in Prüfung' }) project: number;
  @ApiProperty() total: number;
}
