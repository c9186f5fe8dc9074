// Every error the chat answers with (messages, reports and moderation), bound once to status and German sentence.
import { HttpStatus } from '@nestjs/common';
import { CHAT_MESSAGES, CHAT_MESSAGES as CM } from '#shared/chat';
import { CHAT_REPORT_MESSAGES } from '#shared/chat-reports';
import { conflictError, defineErrors, fieldError } from '../../core/domain.exception';
import { CURSOR_INVALID } from './dto/chat-message.dto';

export const ChatErrors = defineErrors({
  contentRequired: fieldError('content', CM.contentRequired),
  selfChat: fieldError('recipientId', CM.selfChat),
  selfBlock: fieldError('userId', CM.selfBlock),
  partnerBlocked: conflictError('PARTNER_BLOCKED', CM.partnerBlocked),
  cursorUnknown: fieldError('before', CURSOR_INVALID),
});

export const ChatReportErrors = defineErrors({
  ownMessage: { status: HttpStatus.BAD_REQUEST, code: 'OWN_MESSAGE', message: 'Du kannst deine eigene Nachricht nicht melden.' },
  tooManyOpen: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'TOO_MANY_REPORTS', message: CHAT_REPORT_MESSAGES.tooManyOpen },
  /** A removed message has nothing left to moderate. */
  messageRemoved: conflictError('MESSAGE_REMOVED', CHAT_MESSAGES.messageRemoved),
  /** An action on a report that is already closed changes nothing (issue 13). */
  reportClosed: conflictError('REPORT_CLOSED', CHAT_REPORT_MESSAGES.reportClosed),
  /** Staff accounts are suspended only by an administrator through the user administration. */
  suspendStaff: conflictError(
    'SUSPEND_STAFF',
    'Konten der Plattform-Moderation oder -Administration können nicht über eine Meldung gesperrt werden.',
  ),
  /** WARN and SUSPEND act on the sender; an account that is gone cannot be warned or suspended. */
  senderGone: conflictError('SENDER_GONE', 'Das Konto der verfassenden Person existiert nicht mehr.'),
});
