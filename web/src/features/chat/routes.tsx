import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const GroupChatPage = () => <PlaceholderPage title="Gruppenchat" />;
export const ChatsPage = () => <PlaceholderPage title="Private Chats" />;
export const NewChatPage = () => <PlaceholderPage title="Neuen Chat beginnen" />;
export const ChatPage = () => <PlaceholderPage title="Chat" />;
