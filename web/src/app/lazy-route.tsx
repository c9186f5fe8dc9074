import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from './route-error';

/** A lazily loaded route module with its own error boundary. */
export function lazyRoute(load: () => Promise<ComponentType>, route: RouteObject = {}): RouteObject {
  return { ...route, errorElement: <RouteError />, lazy: async () => ({ Component: await load() }) } as RouteObject;
}

export const page = (path: string, load: () => Promise<ComponentType>) => lazyRoute(load, { path });
