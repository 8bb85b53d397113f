import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/RootLayout.tsx';
import { appRoutes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      children: appRoutes.map(({ path, Component }) => ({ path, Component })),
    },
  ]);
}
