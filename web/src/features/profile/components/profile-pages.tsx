import { ProfilePage as ProfileScreen } from './profile-page';

// The three routes of the profile screen: one page, the tab chosen by the address.
export const ProfilePage = () => <ProfileScreen tab="description" />;
export const ProfileNewsPage = () => <ProfileScreen tab="news" />;
export const ProfileProjectsPage = () => <ProfileScreen tab="projects" />;
