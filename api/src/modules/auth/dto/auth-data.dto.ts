// Response documentation for OpenAPI; each class implements its shape in #shared/auth-data, which the web reads.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminUser, AuthData, AuthDomain, AuthGroup, Contact, SiteInfo, UserSummary } from '#shared/auth-data';
import type { Integrations } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import { IntegrationsView } from '../../../core/views/integrations.view';

class ContactView implements Contact {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
}

class AuthGroupView implements AuthGroup {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TenantType }) type: TenantType;
  @ApiProperty() permissionLevel: number;
  @ApiProperty({
    type: IntegrationsView,
    example: { dashboard: true, calendar: true, survey: true, chat: true, budget: true, knowledge: true, event: true, project: true },
  })
  integrations: Integrations;
  @ApiPropertyOptional({ format: 'date-time', description: 'Seit wann das Konto Mitglied ist (wählt die Gruppe nach der Anmeldung)' })
  joinedAt?: string;
}

class AuthDomainView implements AuthDomain {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

export class AuthDataView implements AuthData {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() mail: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiProperty({ description: 'Plattformweite Stufe (0 Gast bis 7 Administration)' }) permissionLevel: number;
  @ApiProperty({ type: [AuthGroupView] }) groups: AuthGroupView[];
  @ApiProperty({ type: [AuthDomainView] }) domains: AuthDomainView[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Wann die beantragte Löschung des Kontos fällig ist' })
  deletionAt: string | null;
}

export class UserSummaryView implements UserSummary {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

export class UserPageView implements Page<UserSummary> {
  @ApiProperty({ type: [UserSummaryView] }) items: UserSummaryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AdminUserView extends UserSummaryView implements AdminUser {
  @ApiProperty() mail: string;
  @ApiProperty() permissionLevel: number;
  @ApiProperty() verified: boolean;
  @ApiProperty({ description: 'Gesperrt (Anmeldung 403), bis die Administration die Sperre aufhebt' }) suspended: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminUserPageView implements Page<AdminUser> {
  @ApiProperty({ type: [AdminUserView] }) items: AdminUserView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class SiteInfoView implements SiteInfo {
  @ApiProperty({ format: 'email' }) supportMail: string;
  @ApiProperty({ description: 'Klartext, Zeilenumbrüche bleiben erhalten' }) imprintText: string;
}
