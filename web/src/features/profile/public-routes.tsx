// Public route module (no login), loaded lazily by the router.
export { PublicProfilePage } from './components/public/public-profile-page';
