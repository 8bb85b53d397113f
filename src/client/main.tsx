import './lib/zod-config.ts';
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadPage } from './app/routes.tsx';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The first render waits for the current page's chunk (failing that, the skeleton shows while it loads).
preloadPage(window.location.pathname)
  .catch(() => {})
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
