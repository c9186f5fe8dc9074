import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerServiceWorkerAtStart } from '../lib/service-worker';
import { showFlashToast } from '../lib/toast/flash';
import '../styles.css';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

const store = makeStore();
showFlashToast();
registerServiceWorkerAtStart();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
