import { PlaceholderPage } from '../../../components/page';
import { PROJECT_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const ProjectsPage = () => <PlaceholderPage title={T.projects} />;
export const ProjectPage = () => <PlaceholderPage title={T.project} />;
