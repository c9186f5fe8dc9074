// Route module loaded lazily by the router.
export { ProfilePage, ProfileNewsPage, ProfileProjectsPage } from './components/profile-pages';
