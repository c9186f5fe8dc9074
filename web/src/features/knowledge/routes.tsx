// Route module loaded lazily by the router.
export { KnowledgePage, WikiPage, ContactGroupPage } from './components/knowledge-pages';
