// Response shapes of the profile routes for OpenAPI; the mappers in ../profile.views.ts build them and the
// shared types (#shared/profile) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import { TenantType } from '#shared/levels';
import type { ProfileImageView, ProfileView, PublicProfileObjectView, PublicProfileView } from '#shared/profile';
import { PageMeta } from '../../../core/views/page-meta';

export class ProfileImageViewDto implements ProfileImageView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: '/api/files/3f0c…', description: 'Lädt für Mitglieder (und bei öffentlichen Gruppen)' }) url: string;
  @ApiProperty({ enum: ['image/png', 'image/jpeg', 'image/webp'] }) mimeType: string;
  @ApiProperty({ example: 256 }) width: number;
  @ApiProperty({ example: 256 }) height: number;
}

class ProfileFieldsDto {
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ example: 'Lea Sommer' }) contactPerson: string;
  @ApiProperty({ example: 'sv@goethe-gymnasium.de' }) contactEmail: string;
  @ApiProperty({ example: '+49 69 1234567' }) contactPhone: string;
  @ApiProperty({ example: 'https://sv.goethe-gymnasium.de' }) contactWebsite: string;
  @ApiProperty({ example: 'Jonas Weiß', description: 'Pressesprecher*in' }) publicPerson: string;
}

export class ProfileViewDto extends ProfileFieldsDto implements ProfileView {
  @ApiProperty({ format: 'uuid', description: 'Die Gruppen-ID: jede Gruppe hat genau ein Profil' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ type: ProfileImageViewDto, nullable: true }) avatarImage: ProfileImageViewDto | null;
  @ApiProperty({ type: ProfileImageViewDto, nullable: true }) backgroundImage: ProfileImageViewDto | null;
  @ApiProperty({ description: 'Die öffentliche Seite /p/{shortcode} ist erreichbar' }) isPublic: boolean;
  @ApiProperty() shortcode: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null, bis das Profil zum ersten Mal gespeichert wird' })
  createdAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
}

export class PublicProfileObjectViewDto implements PublicProfileObjectView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) content: string;
  @ApiProperty({ type: String, nullable: true, description: 'Lädt ohne Anmeldung' }) imageUrl: string | null;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
}

export class PublicProfileObjectPageView extends PageMeta {
  @ApiProperty({ type: [PublicProfileObjectViewDto] }) items: PublicProfileObjectViewDto[];
}

class PublicProfileTenantDto {
  @ApiProperty({ example: 'SV Goethe-Gymnasium' }) name: string;
  @ApiProperty({ enum: TenantType }) type: TenantType;
  @ApiProperty() shortcode: string;
}

export class PublicProfileViewDto extends ProfileFieldsDto implements PublicProfileView {
  @ApiProperty({ type: PublicProfileTenantDto }) tenant: PublicProfileTenantDto;
  @ApiProperty({ type: String, nullable: true }) avatarImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) backgroundImageUrl: string | null;
  @ApiProperty({ type: PublicProfileObjectPageView, description: 'Nur veröffentlichte Neuigkeiten, neueste zuerst' })
  news: PublicProfileObjectPageView;
  @ApiProperty({ type: PublicProfileObjectPageView, description: 'Nur veröffentlichte Projekte, neueste zuerst' })
  projects: PublicProfileObjectPageView;
}
