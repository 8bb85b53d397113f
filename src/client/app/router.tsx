import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout.tsx';
import { appRoutes } from './routes.tsx';

/** The route tree the browser router and the server renderer (src/client/entry-server.tsx) share. */
export const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    children: appRoutes.map(({ path, Component }) => ({ path, Component })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTree);
}
