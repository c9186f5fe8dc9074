import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AuthData } from '#shared/auth-data';
import { makeStore } from '../app/store';
import { sessionSlice } from '../lib/session/session-slice';
import { type RootState } from '../lib/state';

/** A store as after login: the user is known, the group resolved, the layout may show. */
export function loggedInState(user: AuthData | null, currentGroupId = user?.groups[0]?._id ?? null): Partial<RootState> {
  const session = sessionSlice.getInitialState();
  return {
    session: user ? { ...session, status: 'authenticated', user, currentGroupId, ready: true } : { ...session, status: 'anonymous' },
  };
}

interface Options {
  state?: Partial<RootState>;
  path?: string;
  /** Extra routes, e.g. a target to assert that a redirect happened. */
  routes?: RouteObject[];
}

/** Renders a screen with store, antd's German locale and a memory router at `path`. */
export function renderScreen(ui: ReactElement, { state, path = '/', routes = [] }: Options = {}) {
  const store = makeStore({ preloadedState: state, runSagas: false });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <ConfigProvider locale={deDE}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store, router };
}

/** Renders a route tree (guards with children) at `path`. */
export function renderRoutes(routes: RouteObject[], { state, path = '/' }: Omit<Options, 'routes'> = {}) {
  const store = makeStore({ preloadedState: state, runSagas: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <ConfigProvider locale={deDE}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
