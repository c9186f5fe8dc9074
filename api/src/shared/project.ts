// Projects (issue 17 §1): boards of columns and tasks. The views the API sends, the limits the web forms
// mirror and their German messages. Pure TypeScript: api, workers and web import it (`#shared/project`).
import type { MaterialView } from './files';
import type { ConnectorRef, ConnectorView } from './linked-content';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

export const PROJECT_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Sanitised HTML from the editor; markup counts. */
export const PROJECT_DESCRIPTION_MAX_LENGTH = 20_000;
export const PROJECT_COLUMN_TITLE_MAX_LENGTH = 100;
export const PROJECT_COLUMNS_MAX = 20;
/** A new project's board. */
export const PROJECT_DEFAULT_COLUMNS = ['Offen', 'In Arbeit', 'Erledigt'] as const;
/** The board answers every task of a project at once, so a project holds at most this many tasks. */
export const PROJECT_TASKS_MAX = 500;

export const TASK_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
export const TASK_DESCRIPTION_MAX_LENGTH = 20_000;
export const TASK_SUBTASKS_MAX = 50;
export const TASK_SUBTASK_TITLE_MAX_LENGTH = 200;

export const PROJECT_MESSAGES = {
  staleVersion: 'Die Aufgabe wurde inzwischen von jemand anderem geändert. Bitte lade sie neu.',
  columnNotEmpty: 'Die Spalte enthält noch Aufgaben. Verschiebe oder lösche sie zuerst.',
  ownerNotMember: 'Die verantwortliche Person muss Mitglied der Gruppe sein.',
  connectorInvalid: 'Eine Verknüpfung zeigt auf einen Inhalt, den es in dieser Gruppe nicht gibt.',
  columnUnknown: 'Diese Spalte gibt es in diesem Projekt nicht.',
  tooManyTasks: `Ein Projekt kann höchstens ${PROJECT_TASKS_MAX} Aufgaben haben.`,
  columnsRequired: 'Ein Projekt braucht mindestens eine Spalte.',
  subtaskUnknown: 'Diese Teilaufgabe gibt es nicht.',
} as const;

/** One board column, in board order. */
export interface ProjectColumn {
  _id: string;
  title: string;
}

/** GET/POST/PUT answer and list item (a card on /sv/projects). */
export interface ProjectView {
  _id: string;
  tenantId: string;
  title: string;
  /** Sanitised HTML; render it as it comes. */
  description: string;
  viewAccess: number;
  viewAccessLabel: string;
  columns: ProjectColumn[];
  /** Progress: done = tasks in the last column. */
  taskCount: number;
  doneCount: number;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type ProjectPage = Page<ProjectView>;

export interface ProjectSubtask {
  title: string;
  done: boolean;
}

export interface ProjectPerson {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface ProjectTaskView {
  _id: string;
  projectId: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  subtasks: ProjectSubtask[];
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  /** '#rrggbb' or null. */
  color: string | null;
  owner: ProjectPerson | null;
  connectors: ConnectorView[];
  colId: string;
  /** 0 is the top of the column; dense (0..n-1) within a column. */
  position: number;
  /** Send it back with every edit; a stale one answers 409 (PROJECT_MESSAGES.staleVersion). */
  version: number;
  materials: MaterialView[];
  /** The caller may change the fields and move it (project:edit, or owner with project:create). */
  mayEdit: boolean;
  /** The caller may tick its subtasks and move it to any column: mayEdit, or the task's owner at any level. */
  mayProgress: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET .../project/{projectId}/board: the project and all its tasks (at most PROJECT_TASKS_MAX), by column and position. */
export interface ProjectBoardView {
  project: ProjectView;
  columns: Array<ProjectColumn & { tasks: ProjectTaskView[] }>;
}

/**
 * Bodies. Task POST/PUT are multipart (SPEC 7): `subtasks` and `connectors` travel as JSON text,
 * `materials` as the JSON text of the ids to keep, files as `newUploads`. JSON bodies are accepted too.
 */
export interface ProjectInput {
  title: string;
  description?: string;
  viewAccess?: number;
  /** PUT only: the whole ordered list; entries without `_id` are new columns. */
  columns?: Array<{ _id?: string; title: string }>;
}
export interface ProjectTaskInput {
  title: string;
  description?: string;
  subtasks?: ProjectSubtask[];
  dueDate?: string | null;
  color?: string | null;
  /** A member's user id (else 400); null clears it. */
  owner?: string | null;
  connectors?: ConnectorRef[];
  /** POST: defaults to the first column; the task goes to the end of its column. */
  colId?: string;
  /** PUT only (required there). */
  version?: number;
}
export interface ProjectTaskMoveInput {
  colId: string;
  position: number;
  /** Optional: when sent, a stale version answers 409. */
  version?: number;
}

/** Dashboard section `project`: my open tasks (owned by me, not in the last column), next due first. */
export interface ProjectDashboardTask {
  _id: string;
  projectId: string;
  projectTitle: string;
  title: string;
  dueDate: string | null;
  colTitle: string;
}

/** What the socket push `projectTaskChanged` says; clients refetch the board (or drop the task on 'deleted'). */
export type ProjectTaskChange = 'created' | 'updated' | 'moved' | 'deleted';
