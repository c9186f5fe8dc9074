// Response shapes of the contact routes for OpenAPI; the mappers in ../contact.views.ts build them and the
// shared types (#shared/contacts) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_IMPORT_FORMATS } from '#shared/contacts';
import type {
  ContactField,
  ContactGroupDetailView,
  ContactGroupView,
  ContactImportFormat,
  ContactImportPreview,
  ContactImportResult,
  ContactImportRow,
  ContactInput,
  ContactRowError,
  ContactView,
} from '#shared/contacts';
import { PageMeta } from '../../../core/views/page-meta';

export class ContactViewDto implements ContactView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) contactGroupId: string;
  @ApiProperty({ example: 'Frau' }) title: string;
  @ApiProperty({ example: 'Eva' }) firstName: string;
  @ApiProperty({ example: 'Weiß' }) lastName: string;
  @ApiProperty({ example: 'Gesamtschule Köln' }) organisation: string;
  @ApiProperty({ example: 'eva.weiss@example.org' }) mail: string;
  @ApiProperty({ example: '0221 123456' }) phone: string;
  @ApiProperty({ description: 'Reiner Text, Zeilenumbrüche möglich' }) description: string;
  @ApiProperty({ example: 'Ringstraße 1' }) street: string;
  @ApiProperty({ example: '50667' }) zip: string;
  @ApiProperty({ example: 'Köln' }) city: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ContactPageView extends PageMeta {
  @ApiProperty({ type: [ContactViewDto] }) items: ContactViewDto[];
}

export class ContactGroupViewDto implements ContactGroupView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'Lehrkräfte und Partner' }) title: string;
  @ApiProperty({ description: 'Reiner Text' }) description: string;
  @ApiProperty({ example: 0 }) viewAccess: number;
  @ApiProperty({ example: 'Gast' }) viewAccessLabel: string;
  @ApiProperty({ example: 12 }) contactCount: number;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ContactGroupPageView extends PageMeta {
  @ApiProperty({ type: [ContactGroupViewDto] }) items: ContactGroupViewDto[];
}

export class ContactGroupDetailViewDto extends ContactGroupViewDto implements ContactGroupDetailView {
  @ApiProperty({ type: ContactPageView, description: 'Eine Seite der Kontakte (page, pageSize, text, sort)' })
  contacts: ContactPageView;
}

export class ContactRowErrorDto implements ContactRowError {
  @ApiProperty({ type: String, nullable: true, description: 'Das Feld, oder null für die ganze Zeile' }) field: ContactField | null;
  @ApiProperty({ example: 'Die E-Mail-Adresse ist nicht gültig.' }) message: string;
}

export class ContactImportRowDto implements ContactImportRow {
  @ApiProperty({ example: 1, description: 'Ab 1 gezählt' }) row: number;
  @ApiProperty({ type: ContactViewDto, description: 'Die gelesenen Felder (ohne Ids)' }) contact: ContactInput;
  @ApiProperty({ type: [ContactRowErrorDto] }) errors: ContactRowErrorDto[];
}

export class ContactImportPreviewDto implements ContactImportPreview {
  @ApiProperty({ enum: CONTACT_IMPORT_FORMATS }) format: ContactImportFormat;
  @ApiProperty({ type: [ContactImportRowDto] }) rows: ContactImportRowDto[];
  @ApiProperty() validCount: number;
  @ApiProperty() errorCount: number;
  @ApiProperty({ type: [String], description: 'Nicht erkannte Spalten (werden ignoriert)' }) ignoredColumns: string[];
}

export class ContactImportResultDto implements ContactImportResult {
  @ApiProperty({ example: 12 }) imported: number;
}
