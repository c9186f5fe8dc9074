// Response classes of the election routes (OpenAPI); election.views.ts and the export view fill them. Each
// implements its contract in #shared/election, which the web reads.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ELECTION_TYPES,
  type CompetingElection,
  type CompetingSummary,
  type DomainUserKind,
  type ElectedInvitation,
  type Election,
  type ElectionDetail,
  type ElectionListItem,
  type ElectionPerson,
  type ElectionReceipt,
  type ElectionType,
  type ElectionYear,
  type FunctionHolder,
  type Functions,
  type ValidatedElection,
} from '#shared/election';
import type { ElectionRole } from '#shared/election-roles';
import type { Page } from '#shared/page';
import type { Person, Ref } from '#shared/tenant';
import { EXPORT_STATES } from '../../../common/export/export-request.entity';
import type { ExportState } from '../../../common/export/export-request.entity';
import { ContactView } from '../../../core/views/person.view';
import { RefView } from '../../../core/views/ref.view';
import { ELECTION_ROLES } from '../election.roles';
import { ElectionState } from '../entities/election.entity';

export class SchoolListView implements Page<Ref> {
  @ApiProperty({ type: [RefView], description: 'Nur Id und Name der SV-Gruppen des Verbands' }) items: RefView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class ElectionReceivedView implements ElectionReceipt {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ElectionState }) state: ElectionState;
  @ApiProperty({ example: '2026/27' }) schoolYear: string;
  @ApiProperty({ description: 'Immer false: eine Meldung ersetzt keine andere; konkurrierende Meldungen entscheidet die Verwaltung' })
  replaced: boolean;
  @ApiProperty() message: string;
}

export class ElectionPersonView implements ElectionPerson {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ELECTION_ROLES }) role: ElectionRole;
  @ApiProperty({ example: 'Delegierte*r' }) roleLabel: string;
  @ApiProperty() position: number;
  @ApiProperty({ enum: ['DELEGATE', 'SCHOOL'] }) kind: DomainUserKind;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() mail: string;
  @ApiProperty({ type: String, nullable: true }) className: string | null;
}

class ElectionLeaderView {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
}

class ValidatorView implements Person {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

export class ElectionView implements Election {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) domainId: string;
  @ApiProperty({ type: RefView }) school: RefView;
  @ApiProperty({ example: '2026/27' }) schoolYear: string;
  @ApiProperty({ example: 2026 }) yearStart: number;
  @ApiProperty({ enum: ELECTION_TYPES }) electionType: ElectionType;
  @ApiProperty({ example: '2026-09-15' }) electionDate: string;
  @ApiProperty({ example: '2026-09-10' }) assemblyDate: string;
  @ApiProperty({ type: ElectionLeaderView }) leader: ElectionLeaderView;
  @ApiProperty() minutesToPrincipal: boolean;
  @ApiProperty() minutesKeptByCouncil: boolean;
  @ApiProperty() truthConfirmed: boolean;
  @ApiProperty({ enum: ElectionState }) state: ElectionState;
  @ApiProperty({ type: String, nullable: true }) validatedAt: string | null;
  @ApiProperty({ type: ValidatorView, nullable: true }) validatedBy: ValidatorView | null;
  @ApiProperty({ type: [ElectionPersonView] }) people: ElectionPersonView[];
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Bei SUPERSEDED: die bestätigte Meldung, die diese überholt hat',
  })
  supersededById: string | null;
  @ApiProperty({ description: 'Wann die Meldung einging' }) submittedAt: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

class CompetingSummaryView implements CompetingSummary {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() submittedAt: string;
  @ApiProperty({ type: [String], description: 'Abweichende Felder, z. B. electionDate, leader oder SCHOOL_SPEAKER:1' })
  differences: string[];
}

/** A list entry: the submission with how many submissions its school sent this year and its competitors. */
export class ElectionListItemView extends ElectionView implements ElectionListItem {
  @ApiProperty({ description: 'Wie viele Meldungen diese Schule für dieses Schuljahr abgegeben hat' }) submissionCount: number;
  @ApiProperty({ type: [CompetingSummaryView], description: 'Andere offene Meldungen derselben Schule und desselben Schuljahrs' })
  competing: CompetingSummaryView[];
}

class CompetingElectionView extends ElectionView implements CompetingElection {
  @ApiProperty({ type: [String] }) differences: string[];
}

export class ElectionDetailView extends ElectionView implements ElectionDetail {
  @ApiProperty() submissionCount: number;
  @ApiProperty({ type: [CompetingElectionView], description: 'Die konkurrierenden offenen Meldungen vollständig, zum Vergleich' })
  competing: CompetingElectionView[];
}

export class ElectionYearListView implements ElectionYear {
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: '2026/27' }) schoolYear: string;
  @ApiProperty({ type: [ElectionListItemView] }) pending: ElectionListItemView[];
  @ApiProperty({ type: [ElectionListItemView] }) closed: ElectionListItemView[];
  @ApiProperty({ type: [ElectionListItemView], description: 'Durch die Bestätigung einer anderen Meldung überholt' })
  superseded: ElectionListItemView[];
}

class ElectedInvitationView implements ElectedInvitation {
  @ApiProperty({ enum: ELECTION_ROLES, isArray: true }) roles: ElectionRole[];
  @ApiProperty({ type: [String] }) roleLabels: string[];
  @ApiProperty() mail: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) tenantId: string | null;
  @ApiProperty() level: number;
  @ApiProperty({ enum: ['invited', 'already-member', 'no-ssr-group', 'failed'] }) result: ElectedInvitation['result'];
  @ApiPropertyOptional() message?: string;
}

export class ValidatedElectionView extends ElectionView implements ValidatedElection {
  @ApiProperty({ type: [ElectedInvitationView], description: 'Je Adresse und Gruppe: was mit der Einladung geschah' })
  invitations: ElectedInvitationView[];
}

class FunctionView extends ElectionPersonView implements FunctionHolder {
  @ApiProperty({ type: RefView }) school: RefView;
  @ApiProperty({ format: 'uuid' }) electionId: string;
  @ApiProperty({ type: String, nullable: true }) validatedAt: string | null;
}

export class FunctionListView implements Functions {
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: '2026/27' }) schoolYear: string;
  @ApiProperty({ type: [FunctionView] }) items: FunctionView[];
  @ApiProperty({ type: [FunctionView] }) delegates: FunctionView[];
  @ApiProperty({ type: [FunctionView] }) school: FunctionView[];
}

export class DelegateExportView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) domainId: string;
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: '2026/27' }) schoolYear: string;
  @ApiProperty({ enum: ['pdf', 'csv'] }) format: string;
  @ApiProperty({ enum: EXPORT_STATES }) state: ExportState;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ example: 'Delegiertenliste_2026-27.pdf' }) fileName: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
