// Route modules loaded lazily by the router, one per screen; the composer and the history come with them.
export { GroupChatPage } from './components/group-chat-page';
export { ChatsPage } from './components/chats-page';
export { NewChatPage } from './components/new-chat-page';
export { ChatPage } from './components/private-chat-page';
