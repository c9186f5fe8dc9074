import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { showFlashToast } from '../lib/toast/flash';
import { AppProviders } from './providers';
import { makeStore } from './store';

/** Mounts a router (the full app's or the public pages') with the store, theme and toasts. */
export function renderApp(router: ReturnType<typeof createBrowserRouter>): void {
  const store = makeStore();
  showFlashToast();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
