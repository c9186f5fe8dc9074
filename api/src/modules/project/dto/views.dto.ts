// Response shapes of the project module for OpenAPI; the mappers in ../project.views.ts build them and the
// shared types (#shared/project, #shared/linked-content) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import { LINKED_CONTENT_KINDS } from '#shared/linked-content';
import type { ConnectorView, LinkedContentKind } from '#shared/linked-content';
import type {
  ProjectBoardView,
  ProjectColumn,
  ProjectDashboardTask,
  ProjectPerson,
  ProjectSubtask,
  ProjectTaskView,
  ProjectView,
} from '#shared/project';
import { PageMeta } from '../../../core/views/page-meta';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class ProjectColumnDto implements ProjectColumn {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Offen' }) title: string;
}

export class ProjectViewDto implements ProjectView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'Schulfest' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ example: 0 }) viewAccess: number;
  @ApiProperty({ example: 'Gast' }) viewAccessLabel: string;
  @ApiProperty({ type: [ProjectColumnDto] }) columns: ProjectColumnDto[];
  @ApiProperty({ example: 12 }) taskCount: number;
  @ApiProperty({ example: 4, description: 'Aufgaben in der letzten Spalte' }) doneCount: number;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ProjectPageView extends PageMeta {
  @ApiProperty({ type: [ProjectViewDto] }) items: ProjectViewDto[];
}

export class ProjectSubtaskDto implements ProjectSubtask {
  @ApiProperty({ example: 'Zelte leihen' }) title: string;
  @ApiProperty() done: boolean;
}

export class ProjectPersonDto implements ProjectPerson {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
}

export class ConnectorViewDto implements ConnectorView {
  @ApiProperty({ enum: LINKED_CONTENT_KINDS }) kind: LinkedContentKind;
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty({ example: 'Schulordnung: Pausen' }) title: string;
  @ApiProperty({ example: '/sv/events/3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60' }) path: string;
}

export class ProjectTaskViewDto implements ProjectTaskView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) projectId: string;
  @ApiProperty({ example: 'Stände planen' }) title: string;
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty({ type: [ProjectSubtaskDto] }) subtasks: ProjectSubtaskDto[];
  @ApiProperty({ type: String, nullable: true, example: '2026-12-04' }) dueDate: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#1677ff' }) color: string | null;
  @ApiProperty({ type: ProjectPersonDto, nullable: true }) owner: ProjectPersonDto | null;
  @ApiProperty({ type: [ConnectorViewDto] }) connectors: ConnectorViewDto[];
  @ApiProperty({ format: 'uuid' }) colId: string;
  @ApiProperty({ example: 0 }) position: number;
  @ApiProperty({ example: 1 }) version: number;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
  @ApiProperty() mayEdit: boolean;
  @ApiProperty({ description: 'Teilaufgaben abhaken und verschieben: mayEdit oder verantwortlich' }) mayProgress: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ProjectBoardColumnDto extends ProjectColumnDto {
  @ApiProperty({ type: [ProjectTaskViewDto] }) tasks: ProjectTaskViewDto[];
}

export class ProjectBoardViewDto implements ProjectBoardView {
  @ApiProperty({ type: ProjectViewDto }) project: ProjectViewDto;
  @ApiProperty({ type: [ProjectBoardColumnDto] }) columns: ProjectBoardColumnDto[];
}

export class ProjectDashboardTaskDto implements ProjectDashboardTask {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) projectId: string;
  @ApiProperty() projectTitle: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) dueDate: string | null;
  @ApiProperty() colTitle: string;
}
