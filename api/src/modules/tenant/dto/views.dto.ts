// Response shapes of the tenant module, for OpenAPI and for the mappers in ../tenant.views.ts; each implements
// its contract in #shared/tenant (or #shared/dashboard), which the web reads.
// Every entity carries `_id`, `createdAt` and `updatedAt` (ISO 8601); lists are pages.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Dashboard, DashboardItems, DashboardSection, DashboardSectionKey, DashboardSections } from '#shared/dashboard';
import { INTEGRATIONS, type Integration, type Integrations } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import { NOTIFICATION_KINDS } from '#shared/notify';
import type { NotificationKind } from '#shared/notify';
import { JOIN_POLICIES } from '#shared/tenant';
import type {
  CreatedInvitation,
  GroupNotification,
  GroupResult,
  Invitation,
  JoinPolicy,
  OfficeHolder,
  Member,
  MemberInvited,
  MyGroup,
  NotificationPage,
  NotificationType,
  PublicDomain,
  PublicDomainDetail,
  PublicTenant,
  TenantRef,
  TenantSettings,
  UnseenCount,
} from '#shared/tenant';
import { IntegrationsView } from '../../../core/views/integrations.view';
import { PageMeta } from '../../../core/views/page-meta';
import { ContactView, PersonView } from '../../../core/views/person.view';
import { RefView } from '../../../core/views/ref.view';
import { InvitationState } from '../entities/invitation.entity';
import { DASHBOARD_ITEM, DashboardSectionsView } from './dashboard-sections.view';

const integrationsExample = Object.fromEntries(INTEGRATIONS.map((i) => [i, true]));

export class TenantRefView extends RefView implements TenantRef {
  @ApiProperty({ enum: TenantType }) type: TenantType;
  @ApiProperty({ example: 'Schülervertretung' }) typeLabel: string;
}

export class PublicTenantView extends TenantRefView implements PublicTenant {
  @ApiProperty({ type: RefView, nullable: true }) domain: RefView | null;
  @ApiProperty({ enum: JOIN_POLICIES, description: 'OPEN: Beitritt sofort als Gast; REQUEST: auf Anfrage' }) joinPolicy: JoinPolicy;
  @ApiProperty() memberCount: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class MyGroupView extends PublicTenantView implements MyGroup {
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ type: IntegrationsView, example: integrationsExample }) integrations: Integrations;
  @ApiProperty({ description: 'Meine Rolle in der Gruppe' }) permissionLevel: number;
  @ApiProperty({ example: 'SV-Mitglied' }) levelLabel: string;
  @ApiProperty() joinedAt: string;
}

export class TenantView extends PublicTenantView implements TenantSettings {
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ type: IntegrationsView, example: integrationsExample }) integrations: Integrations;
  @ApiProperty() icalEnabled: boolean;
  @ApiProperty() shortcode: string;
  @ApiProperty({ description: 'Die Rolle, mit der ich gerade handle' }) permissionLevel: number;
  @ApiProperty() levelLabel: string;
}

export class DomainView extends RefView implements PublicDomain {
  @ApiProperty() description: string;
  @ApiProperty() publicTenantCount: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class PublicTenantPageView extends PageMeta {
  @ApiProperty({ type: [PublicTenantView] }) items: PublicTenantView[];
}

export class MyGroupPageView extends PageMeta {
  @ApiProperty({ type: [MyGroupView] }) items: MyGroupView[];
}

export class DomainPageView extends PageMeta {
  @ApiProperty({ type: [DomainView] }) items: DomainView[];
}

export class DomainDetailView extends DomainView implements PublicDomainDetail {
  @ApiProperty({ type: PublicTenantPageView, description: 'Die offenen Gruppen des Verbands' }) tenants: PublicTenantPageView;
}

export class MemberView implements Member {
  @ApiProperty({ format: 'uuid', description: 'Kennung der Mitgliedschaft' }) _id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiPropertyOptional({ description: 'Nur für Personen mit member:administration' }) mail?: string;
  @ApiProperty() level: number;
  @ApiProperty({ example: 'SV-Vorstand' }) levelLabel: string;
  @ApiProperty() joinedAt: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class MemberPageView extends PageMeta {
  @ApiProperty({ type: [MemberView] }) items: MemberView[];
}

export class OfficeHolderView implements OfficeHolder {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
  @ApiProperty() level: number;
  @ApiProperty({ example: 'SV-Vorstand' }) levelLabel: string;
}

export class OfficeHolderPageView extends PageMeta {
  @ApiProperty({ type: [OfficeHolderView] }) items: OfficeHolderView[];
}

export class InvitationView implements Invitation {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiPropertyOptional({ type: TenantRefView, description: 'In meinen Einladungen' }) tenant?: TenantRefView;
  @ApiProperty() mail: string;
  @ApiProperty({ description: 'Eingeladen als' }) level: number;
  @ApiProperty() levelLabel: string;
  @ApiProperty({ enum: InvitationState }) state: InvitationState;
  @ApiProperty() invitedAt: string;
  @ApiProperty({ type: String, nullable: true }) respondedAt: string | null;
  @ApiProperty({ type: PersonView, nullable: true }) invitedBy: PersonView | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class CreatedInvitationView extends InvitationView implements CreatedInvitation {
  @ApiProperty({ description: 'false, wenn dieselbe Adresse in den letzten 10 Minuten schon eine Einladungs-Mail bekam' })
  mailSent: boolean;
}

export class InvitationPageView extends PageMeta {
  @ApiProperty({ type: [InvitationView] }) items: InvitationView[];
}

class NotificationTenantView extends RefView {
  @ApiProperty({ description: 'Gleich name (Feldname der Spezifikation)' }) title: string;
}

export class NotificationView implements GroupNotification {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) tenantId: string | null;
  @ApiProperty({ type: NotificationTenantView, nullable: true }) tenant: NotificationTenantView | null;
  @ApiProperty() content: string;
  @ApiProperty({ enum: ['INFO', 'JOIN_REQUEST'] }) type: NotificationType;
  @ApiProperty({ enum: NOTIFICATION_KINDS, description: 'Worum es geht (Issue 25)' }) kind: NotificationKind;
  @ApiProperty({ type: String, nullable: true, description: 'Pfad in der App; null bei Gruppenbenachrichtigungen' }) url: string | null;
  @ApiProperty() seen: boolean;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | null;
  @ApiProperty({ description: 'Gleich createdAt; im Web als DD.MM.YYYY HH:mm' }) creationDate: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class NotificationPageView extends PageMeta implements NotificationPage {
  @ApiProperty({ type: [NotificationView] }) items: NotificationView[];
  @ApiProperty({ description: 'Ungelesene im selben Umfang wie die Liste' }) unseenCount: number;
}

export class UnseenCountView implements UnseenCount {
  @ApiProperty({ description: 'Ungelesene Benachrichtigungen über alle meine Gruppen' }) unseenCount: number;
}

export class GroupResultView implements GroupResult {
  @ApiProperty() message: string;
  @ApiProperty({ type: MyGroupView }) group: MyGroupView;
}

export class DashboardSectionView implements DashboardSection {
  @ApiProperty({ nullable: true, enum: [...INTEGRATIONS], description: 'Das Modul, zu dem der Abschnitt gehört' })
  integration: Integration | null;
  @ApiProperty({ enum: ['ok', 'disabled', 'error'] }) status: 'ok' | 'disabled' | 'error';
  @ApiProperty({ type: 'array', items: DASHBOARD_ITEM, description: 'Höchstens 5 Einträge' }) items: DashboardItems[DashboardSectionKey][];
}

export class DashboardView implements Dashboard {
  @ApiProperty({ type: TenantRefView }) tenant: TenantRefView;
  @ApiProperty() memberCount: number;
  @ApiProperty() permissionLevel: number;
  @ApiProperty({ type: DashboardSectionsView })
  sections: DashboardSections;
}

/** POST .../user/add by someone who may not add directly: an invitation went out (or, for an unknown address, seems to). */
export class MemberInvitedView implements MemberInvited {
  @ApiProperty({ enum: [true] }) invited: true;
  @ApiProperty({ example: 'Die Einladung wurde verschickt. Die Person wird Mitglied, sobald sie die Einladung annimmt.' }) message: string;
}
