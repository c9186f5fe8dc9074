// Every error the budget module answers with, bound once to status and German sentence (SPEC 5, 8).
import { BUDGET_MESSAGES as BM } from '#shared/budget';
import { conflictError, defineErrors, fieldError, notFoundError } from '../../core/domain.exception';

export const BudgetErrors = defineErrors({
  notFound: notFoundError('BUDGET_NOT_FOUND', BM.notFound),
  positionNotFound: notFoundError('BUDGET_POSITION_NOT_FOUND', BM.positionNotFound),
  viewAccessInvalid: fieldError('viewAccess', BM.viewAccessInvalid),
  groupInvalid: fieldError('groupId', BM.groupInvalid),
  groupNotForGroups: fieldError('groupId', BM.groupNotForGroups),
  groupHasPositions: fieldError('type', BM.groupHasPositions),
  typeChangeKind: fieldError('type', BM.typeChangeKind),
  tooManyPositions: conflictError('BUDGET_TOO_MANY_POSITIONS', BM.tooManyPositions),
  exportNotReady: conflictError('BUDGET_EXPORT_NOT_READY', BM.exportNotReady),
  exportFailed: conflictError('BUDGET_EXPORT_FAILED', BM.exportFailed),
});
