// Route module loaded lazily by the router.
export { ProjectPage } from './components/project-page';
export { ProjectsPage } from './components/projects-page';
