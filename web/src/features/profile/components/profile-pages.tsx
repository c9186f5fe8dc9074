import { PlaceholderPage } from '../../../components/page';
import { PROFILE_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const ProfilePage = () => <PlaceholderPage title={T.profile} />;
export const ProfileNewsPage = () => <PlaceholderPage title={T.profileNews} />;
export const ProfileProjectsPage = () => <PlaceholderPage title={T.profileProjects} />;
