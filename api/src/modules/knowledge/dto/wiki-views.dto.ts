// Response shapes of the wiki routes for OpenAPI; the mappers in ../wiki.views.ts build them and the shared
// types (#shared/wiki) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import type { WikiSearchHit, WikiSectionSummaryView, WikiSectionView, WikiSummaryView, WikiView, WikiDashboardItem } from '#shared/wiki';
import { PageMeta } from '../../../core/views/page-meta';
import { FormerMemberView, PersonView } from '../../../core/views/person.view';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class WikiSummaryViewDto implements WikiSummaryView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'SV-Handbuch' }) title: string;
  @ApiProperty({ description: 'Reiner Text' }) description: string;
  @ApiProperty({ example: 0 }) viewAccess: number;
  @ApiProperty({ example: 'Gast' }) viewAccessLabel: string;
  @ApiProperty({ example: 4 }) sectionCount: number;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | FormerMemberView | null;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class WikiPageView extends PageMeta {
  @ApiProperty({ type: [WikiSummaryViewDto] }) items: WikiSummaryViewDto[];
}

export class WikiSectionSummaryViewDto implements WikiSectionSummaryView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Kassenprüfung' }) title: string;
  @ApiProperty({ example: 0, description: 'Position ab 0' }) position: number;
  @ApiProperty() updatedAt: string;
}

export class WikiViewDto extends WikiSummaryViewDto implements WikiView {
  @ApiProperty({ type: [WikiSectionSummaryViewDto], description: 'Alle Kapitel in ihrer Reihenfolge, ohne Inhalt' })
  sections: WikiSectionSummaryViewDto[];
}

export class WikiSectionViewDto implements WikiSectionView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) wikiId: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'Kassenprüfung' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML; Bilder nur aus den Dateien dieses Kapitels' }) content: string;
  @ApiProperty({ example: 0 }) position: number;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
  @ApiProperty({ type: PersonView, nullable: true, description: 'Wer das Kapitel zuletzt geändert hat' }) updatedBy:
    PersonView | FormerMemberView | null;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class WikiSearchHitDto implements WikiSearchHit {
  @ApiProperty({ format: 'uuid' }) wikiId: string;
  @ApiProperty({ example: 'SV-Handbuch' }) wikiTitle: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: das Wiki selbst (Titel oder Beschreibung) passt' })
  sectionId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Wahlen' }) sectionTitle: string | null;
  @ApiProperty({
    description: 'HTML: alles maskiert, Treffer in <mark>…</mark>',
    example: 'Die <mark>Wahlen</mark> finden im September statt',
  })
  snippet: string;
  @ApiProperty({ example: 0.08 }) rank: number;
}

export class WikiSearchPageView extends PageMeta {
  @ApiProperty({ type: [WikiSearchHitDto] }) items: WikiSearchHitDto[];
}

/** An item of the dashboard's `knowledge` section: a recently changed chapter. */
export class WikiDashboardItemDto implements WikiDashboardItem {
  @ApiProperty({ format: 'uuid' }) sectionId: string;
  @ApiProperty({ example: 'Wahlen' }) sectionTitle: string;
  @ApiProperty({ format: 'uuid' }) wikiId: string;
  @ApiProperty({ example: 'SV-Handbuch' }) wikiTitle: string;
  @ApiProperty() updatedAt: string;
}
