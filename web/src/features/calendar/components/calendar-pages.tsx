import { PlaceholderPage } from '../../../components/page';
import { CALENDAR_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const CalendarPage = () => <PlaceholderPage title={T.calendar} />;
