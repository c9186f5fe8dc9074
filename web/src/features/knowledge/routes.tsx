import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const KnowledgePage = () => <PlaceholderPage title="Wissen" />;
export const WikiPage = () => <PlaceholderPage title="Wiki" />;
export const ContactGroupPage = () => <PlaceholderPage title="Kontaktgruppe" />;
