// Route module loaded lazily by the router.
export { GroupChatPage, ChatsPage, NewChatPage, ChatPage } from './components/chat-pages';
