// Response documentation for OpenAPI; the shapes themselves live in #shared/auth-data.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TenantType } from '#shared/levels';
import { IntegrationsView } from '../../../core/views/integrations.view';

class ContactView {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
}

class AuthGroupView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TenantType }) type: TenantType;
  @ApiProperty() permissionLevel: number;
  @ApiProperty({
    type: IntegrationsView,
    example: { dashboard: true, calendar: true, survey: true, chat: true, budget: true, knowledge: true, event: true, project: true },
  })
  integrations: Record<string, boolean>;
  @ApiPropertyOptional({ format: 'date-time', description: 'Seit wann das Konto Mitglied ist (wählt die Gruppe nach der Anmeldung)' })
  joinedAt?: string;
}

class AuthDomainView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

export class AuthDataView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() mail: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiProperty({ description: 'Plattformweite Stufe (0 Gast bis 7 Administration)' }) permissionLevel: number;
  @ApiProperty({ type: [AuthGroupView] }) groups: AuthGroupView[];
  @ApiProperty({ type: [AuthDomainView] }) domains: AuthDomainView[];
}

export class UserSummaryView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

export class UserPageView {
  @ApiProperty({ type: [UserSummaryView] }) items: UserSummaryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AdminUserView extends UserSummaryView {
  @ApiProperty() mail: string;
  @ApiProperty() permissionLevel: number;
  @ApiProperty() verified: boolean;
  @ApiProperty({ description: 'Gesperrt (Anmeldung 403), bis die Administration die Sperre aufhebt' }) suspended: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminUserPageView {
  @ApiProperty({ type: [AdminUserView] }) items: AdminUserView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
