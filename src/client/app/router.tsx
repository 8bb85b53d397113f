import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteGuard } from './route-access.tsx';
import { type AppRoute, appRoutes } from './routes.tsx';

/** A route's page, behind its declared access when it has one. */
function routeComponent({ Component, access }: AppRoute) {
  if (!access) return Component;
  return function Guarded() {
    return (
      <RouteGuard access={access}>
        <Component />
      </RouteGuard>
    );
  };
}

/** The route tree the browser router and the server renderer (src/client/entry-server.tsx) share. */
export const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    children: appRoutes.map((route) => ({ path: route.path, Component: routeComponent(route) })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTree);
}
