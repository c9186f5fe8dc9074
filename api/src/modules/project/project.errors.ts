// Every error the project module answers with, bound once to status and German sentence.
import { PROJECT_MESSAGES as PM } from '#shared/project';
import { conflictError, defineErrors, fieldError, notFoundError } from '../../core/domain.exception';

export const ProjectErrors = defineErrors({
  projectNotFound: notFoundError('PROJECT_NOT_FOUND', 'Das Projekt wurde nicht gefunden.'),
  taskNotFound: notFoundError('PROJECT_TASK_NOT_FOUND', 'Die Aufgabe wurde nicht gefunden.'),
  staleVersion: conflictError('PROJECT_TASK_STALE', PM.staleVersion),
  columnNotEmpty: conflictError('PROJECT_COLUMN_NOT_EMPTY', PM.columnNotEmpty),
  tooManyTasks: conflictError('PROJECT_TASKS_FULL', PM.tooManyTasks),
  ownerNotMember: fieldError('owner', PM.ownerNotMember),
  connectorInvalid: fieldError('connectors', PM.connectorInvalid),
  columnUnknown: fieldError('colId', PM.columnUnknown),
  columnsUnknown: fieldError('columns', PM.columnUnknown),
  columnsRequired: fieldError('columns', PM.columnsRequired),
  subtaskUnknown: notFoundError('PROJECT_SUBTASK_NOT_FOUND', PM.subtaskUnknown),
  viewAccessInvalid: fieldError('viewAccess', 'Diese Rolle gibt es in dieser Gruppe nicht.'),
  viewAccessAboveOwn: fieldError('viewAccess', 'Du kannst ein Projekt nicht nur für Rollen über deiner eigenen sichtbar machen.'),
});
