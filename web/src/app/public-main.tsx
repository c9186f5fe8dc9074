import { useEffect } from 'react';
import { Outlet, createBrowserRouter, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';
import { publicRoutes } from './public-routes';
import { renderApp } from './render-app';
import { RouteError } from './route-error';

/** A link from a public page into the app (login, registration) loads the full app. */
function LoadFullApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <FullPageSpinner />;
}

renderApp(
  createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [publicRoutes, { path: '*', element: <LoadFullApp /> }],
    },
  ]),
);
