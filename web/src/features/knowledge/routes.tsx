// Route module loaded lazily by the router.
export { KnowledgePage } from './components/knowledge-page';
export { WikiPage } from './components/wiki-page';
export { ContactGroupPage } from './components/contact-group-page';
