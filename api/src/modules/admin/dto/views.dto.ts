// Response classes of the administration routes (OpenAPI); admin.views.ts fills them. Each implements its
// contract in #shared/admin, which the web reads.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AdminDomain,
  AdminMember,
  AdminTenant,
  AdminTenantDetail,
  AuditDetail,
  AuditEntry,
  AuditReason,
  DomainAdministrator,
  DomainMemberAdded,
  GroupImportLine,
  GroupImportSummary,
} from '#shared/admin';
import { DOMAIN_MEMBER_ADDED_MESSAGE } from '#shared/admin';
import type { Integrations } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import type { LegalHold } from '#shared/retention';
import { IntegrationsView } from '../../../core/views/integrations.view';
import { PageMeta } from '../../../core/views/page-meta';
import { ContactView } from '../../../core/views/person.view';
import { RefView } from '../../../core/views/ref.view';

export class LegalHoldView implements LegalHold {
  @ApiProperty() since: string;
  @ApiProperty() reason: string;
}

export class AdminTenantView implements AdminTenant {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Gleich name (Feldname der Spezifikation)' }) title: string;
  @ApiProperty({ enum: TenantType }) type: TenantType;
  @ApiProperty({ example: 'Schülervertretung' }) typeLabel: string;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ type: RefView, nullable: true }) domain: RefView | null;
  @ApiProperty({ type: IntegrationsView }) integrations: Integrations;
  @ApiProperty() icalEnabled: boolean;
  @ApiProperty() shortcode: string;
  @ApiProperty() memberCount: number;
  @ApiProperty({ type: LegalHoldView, nullable: true, description: 'Aufbewahrungspflicht: nichts der Gruppe wird gelöscht' })
  legalHold: LegalHoldView | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminTenantPageView extends PageMeta {
  @ApiProperty({ type: [AdminTenantView] }) items: AdminTenantView[];
}

export class AdminMemberView implements AdminMember {
  @ApiProperty({ format: 'uuid', description: 'Kennung der Mitgliedschaft' }) _id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiProperty() mail: string;
  @ApiProperty() level: number;
  @ApiProperty({ example: 'SV-Vorstand' }) levelLabel: string;
  @ApiProperty() joinedAt: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminMemberPageView extends PageMeta {
  @ApiProperty({ type: [AdminMemberView] }) items: AdminMemberView[];
}

export class AdminTenantDetailView extends AdminTenantView implements AdminTenantDetail {
  @ApiProperty({ type: AdminMemberPageView }) members: AdminMemberPageView;
}

export class AdminDomainView implements AdminDomain {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '07-31', description: 'Schuljahresende (MM-TT)' }) schoolYearEnd: string;
  @ApiPropertyOptional() tenantCount?: number;
  @ApiPropertyOptional() administratorCount?: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminDomainPageView extends PageMeta {
  @ApiProperty({ type: [AdminDomainView] }) items: AdminDomainView[];
}

export class AdministratorView implements DomainAdministrator {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) domainId: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() mail: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiProperty() createdAt: string;
}

export class AdministratorListView {
  @ApiProperty({ type: [AdministratorView] }) items: AdministratorView[];
}

class ImportLineView implements GroupImportLine {
  @ApiProperty({ description: 'Zeilennummer in der Datei' }) line: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['created', 'skipped', 'error'] }) result: GroupImportLine['result'];
  @ApiPropertyOptional({ description: 'Warum übersprungen oder fehlerhaft' }) message?: string;
  @ApiPropertyOptional({ format: 'uuid' }) tenantId?: string;
}

export class GroupImportView implements GroupImportSummary {
  @ApiProperty({ description: 'Gelesene Zeilen (höchstens 2000 je Datei)' }) total: number;
  @ApiProperty() created: number;
  @ApiProperty() skipped: number;
  @ApiProperty() errors: number;
  @ApiProperty({ type: [ImportLineView] }) lines: ImportLineView[];
}

class AuditUserView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() mail: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

export class AuditEntryView implements AuditEntry {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ enum: ['NOT_MEMBER', 'LEVEL', 'ADMIN'], example: 'ADMIN' }) reason: AuditReason;
  @ApiProperty({ type: String, nullable: true, example: 'tenant.create' }) action: string | null;
  @ApiProperty() method: string;
  @ApiProperty() route: string;
  @ApiProperty({ type: String, nullable: true }) permission: string | null;
  @ApiProperty() platformLevel: number;
  @ApiProperty({ type: String, nullable: true }) tenantId: string | null;
  @ApiProperty({ type: String, nullable: true }) domainId: string | null;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
  })
  detail: AuditDetail | null;
  @ApiProperty({ type: AuditUserView, nullable: true }) user: AuditUserView | null;
  @ApiProperty({ type: String, nullable: true }) tenantName: string | null;
  @ApiProperty({ type: String, nullable: true }) domainName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The person acted on, when the target is a person.' }) targetName:
    string | null;
}

export class AuditPageView extends PageMeta {
  @ApiProperty({ type: [AuditEntryView] }) items: AuditEntryView[];
}

/** A domain administrator's direct add: the same answer whether the address has an account. */
export class DomainMemberAddedView implements DomainMemberAdded {
  @ApiProperty({ example: DOMAIN_MEMBER_ADDED_MESSAGE }) message: string;
}
