import { PlaceholderPage } from '../../../components/page';
import { CHAT_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const GroupChatPage = () => <PlaceholderPage title={T.groupChat} />;
export const ChatsPage = () => <PlaceholderPage title={T.chats} />;
export const NewChatPage = () => <PlaceholderPage title={T.newChat} />;
export const ChatPage = () => <PlaceholderPage title={T.chat} />;
