import { PlaceholderPage } from '../../../components/page';
import { EVENT_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const EventsPage = () => <PlaceholderPage title={T.events} />;
export const EventPage = () => <PlaceholderPage title={T.event} />;
