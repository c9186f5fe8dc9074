// Route module loaded lazily by the router.
export { ProjectsPage, ProjectPage } from './components/project-pages';
