import { PlaceholderPage } from '../../../components/page';
import { KNOWLEDGE_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const KnowledgePage = () => <PlaceholderPage title={T.knowledge} />;
export const WikiPage = () => <PlaceholderPage title={T.wiki} />;
export const ContactGroupPage = () => <PlaceholderPage title={T.contactGroup} />;
