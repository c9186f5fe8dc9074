// Every error the auth module answers with: code (stable for programs), status and German sentence.
import { HttpStatus } from '@nestjs/common';
import { ACCOUNT_DELETION_TEXT, lastAdminSentence } from '#shared/account-deletion';
import { CHAT_REPORT_MESSAGES } from '#shared/chat-reports';
import { MESSAGES } from '#shared/validation';
import { conflictError, defineErrors, DomainException, forbiddenError, notFoundError } from '../../core/domain.exception';

const WRONG_OLD_PASSWORD = 'Das aktuelle Passwort ist falsch.';

export const AuthErrors = {
  ...defineErrors({
    wrongCredentials: { status: HttpStatus.UNAUTHORIZED, code: 'WRONG_CREDENTIALS', message: 'E-Mail-Adresse oder Passwort ist falsch.' },
    notVerified: forbiddenError('NOT_VERIFIED', 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir den Link (erneut) geschickt.'),
    tokenInvalid: { status: HttpStatus.BAD_REQUEST, code: 'TOKEN_INVALID', message: MESSAGES.linkInvalid },
    suspended: forbiddenError('ACCOUNT_SUSPENDED', CHAT_REPORT_MESSAGES.suspended),
    /** An administrator demoting or suspending themselves could leave the platform without one. */
    ownAccount: conflictError(
      'OWN_ACCOUNT',
      'Deine eigene Plattform-Stufe und Sperre kann nur eine andere Person der Administration ändern.',
    ),
    /** A platform administrator deleting their own account goes through 'Mein Konto' like everyone. */
    deleteOwnAccount: conflictError('OWN_ACCOUNT', ACCOUNT_DELETION_TEXT.ownAccount),
    userNotFound: notFoundError('NOT_FOUND', 'Das Konto wurde nicht gefunden.'),
    alreadyVerified: {
      status: HttpStatus.BAD_REQUEST,
      code: 'ALREADY_VERIFIED',
      message: 'Deine E-Mail-Adresse ist schon bestätigt. Du kannst dich anmelden.',
    },
  }),
  // Its own code (not VALIDATION_FAILED) so the web can tell it from a rule the form already checks.
  wrongOldPassword: () =>
    new DomainException(HttpStatus.BAD_REQUEST, 'WRONG_PASSWORD', WRONG_OLD_PASSWORD, [
      { field: 'oldPassword', message: WRONG_OLD_PASSWORD },
    ]),
  deletionWrongPassword: () =>
    new DomainException(HttpStatus.BAD_REQUEST, 'WRONG_PASSWORD', ACCOUNT_DELETION_TEXT.wrongPassword, [
      { field: 'password', message: ACCOUNT_DELETION_TEXT.wrongPassword },
    ]),
  /** One sentence per group the person is the last administration of (issue 26 §2). */
  lastAdminOf: (groups: string[]) => new DomainException(HttpStatus.CONFLICT, 'LAST_ADMIN', groups.map(lastAdminSentence).join(' ')),
};
