// Every error the tenant module answers with: code (stable for programs), status and German sentence.
import { conflictError, defineErrors, fieldError, forbiddenError, notFoundError } from '../../core/domain.exception';

export const TenantErrors = defineErrors({
  alreadyMember: conflictError('ALREADY_MEMBER', 'Du bist bereits Mitglied dieser Gruppe.'),
  personAlreadyMember: conflictError('ALREADY_MEMBER', 'Diese Person ist bereits Mitglied der Gruppe.'),
  lastAdmin: conflictError(
    'LAST_ADMIN',
    'Die Gruppe braucht mindestens eine Person mit der höchsten Rolle. Ernenne zuerst jemand anderen dazu.',
  ),
  levelInvalid: fieldError('level', 'Diese Rolle gibt es in dieser Gruppe nicht.'),
  levelAboveOwn: forbiddenError('LEVEL_ABOVE_OWN', 'Du kannst niemandem eine höhere Rolle geben als deine eigene.'),
  targetAboveOwn: forbiddenError(
    'TARGET_ABOVE_OWN',
    'Du kannst keine Person ändern oder entfernen, deren Rolle über deiner eigenen liegt.',
  ),
  inviteByMail: fieldError('mail', 'Gib die E-Mail-Adresse der Person an: Sie bekommt eine Einladung, die sie annehmen kann.'),
  accountNotFound: notFoundError(
    'ACCOUNT_NOT_FOUND',
    'Es gibt kein bestätigtes Konto mit dieser E-Mail-Adresse. Lade die Person stattdessen per E-Mail ein.',
  ),
});
