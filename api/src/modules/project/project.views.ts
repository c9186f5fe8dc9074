// Project and task rows to responses (#shared/project).
import type { MaterialView } from '#shared/files';
import { tenantLevelLabel, TenantType } from '#shared/levels';
import type { ConnectorView } from '#shared/linked-content';
import type { ProjectDashboardTask, ProjectTaskView, ProjectView } from '#shared/project';
import { iso } from '../../core/iso-date';
import type { Project } from './entities/project.entity';
import type { OpenTaskRow, TaskRow } from './project-task.repository';
import type { ProjectProgress } from './project.repository';

export const PROJECT_TEXT = {
  projectDeleted: 'Das Projekt wurde gelöscht.',
  taskDeleted: 'Die Aufgabe wurde gelöscht.',
} as const;

export function projectView(
  project: Project,
  type: TenantType,
  progress: ProjectProgress | undefined,
  may: { mayEdit: boolean; mayDelete: boolean },
): ProjectView {
  return {
    _id: project._id,
    tenantId: project.tenantId,
    title: project.title,
    description: project.description,
    viewAccess: project.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, project.viewAccess),
    columns: project.columns.map((c) => ({ _id: c._id, title: c.title })),
    taskCount: progress?.taskCount ?? 0,
    doneCount: progress?.doneCount ?? 0,
    mayEdit: may.mayEdit,
    mayDelete: may.mayDelete,
    createdAt: iso(project.createdAt),
    updatedAt: iso(project.updatedAt),
  };
}

export interface TaskViewExtras {
  connectors: ConnectorView[];
  materials: MaterialView[];
  mayEdit: boolean;
  mayProgress: boolean;
  mayDelete: boolean;
}

export function taskView({ task, owner }: TaskRow, extras: TaskViewExtras): ProjectTaskView {
  return {
    _id: task._id,
    projectId: task.projectId,
    title: task.title,
    description: task.description,
    subtasks: task.subtasks.map((s) => ({ title: s.title, done: s.done })),
    dueDate: task.dueDate,
    color: task.color,
    owner: owner ? { _id: owner._id, firstName: owner.firstName, lastName: owner.lastName } : null,
    connectors: extras.connectors,
    colId: task.colId,
    position: task.position,
    version: task.version,
    materials: extras.materials,
    mayEdit: extras.mayEdit,
    mayProgress: extras.mayProgress,
    mayDelete: extras.mayDelete,
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.updatedAt),
  };
}

export function dashboardTaskView(row: OpenTaskRow): ProjectDashboardTask {
  return {
    _id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    title: row.title,
    dueDate: row.due_date,
    colTitle: row.col_title,
  };
}
