import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the chat screens.
export const CHAT_TEXT = {
  groupChat: INTEGRATION_LABELS.chat,
  chats: 'Private Chats',
  newChat: 'Neuen Chat beginnen',
  chat: 'Chat',
} as const;
