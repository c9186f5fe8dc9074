import { PlaceholderPage } from '../../../components/page';
import { EVENT_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const EventRegistrationPage = () => <PlaceholderPage title={T.eventRegistration} />;
export const EventCheckinPage = () => <PlaceholderPage title={T.eventCheckin} />;
export const EventProgramPage = () => <PlaceholderPage title={T.eventProgram} />;
