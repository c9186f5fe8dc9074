import { isPublicPage } from '../lib/paths';
import { registerServiceWorkerAtStart } from '../lib/service-worker';
import '../styles.css';

// The public pages (registration, check-in, surveys) are opened on phones by people without an account:
// they start from their own light router, without the logged-in app's routes and the code those pull in.
if (isPublicPage(window.location.pathname)) void import('./public-main');
else void import('./app-main');
registerServiceWorkerAtStart();
