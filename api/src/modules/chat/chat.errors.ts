// Every error the chat answers with, bound once to status and German sentence.
import { CHAT_MESSAGES as CM } from '#shared/chat';
import { defineErrors, fieldError } from '../../core/domain.exception';
import { CURSOR_INVALID } from './dto/chat-message.dto';

export const ChatErrors = defineErrors({
  contentRequired: fieldError('content', CM.contentRequired),
  selfChat: fieldError('recipientId', CM.selfChat),
  cursorUnknown: fieldError('before', CURSOR_INVALID),
});
