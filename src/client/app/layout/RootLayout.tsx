import { PageSkeleton } from '@client/components/page/page-skeleton.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { CompareTray } from '@client/features/compare/components/CompareTray.tsx';
import { cn } from '@client/lib/cn.ts';
import { markPageLive } from '@client/lib/hydration.ts';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

// Only an account with an unconfirmed address ever loads it: it stays out of every other page's script.
const EmailVerificationBanner = lazy(() =>
  import('@client/features/account/index.ts').then((m) => ({ default: m.EmailVerificationBanner })),
);

/**
 * Rendered with the page, inside its Suspense boundary, so its effect runs once the page itself is
 * interactive (after its first render, or its hydration when the server rendered it; the boundary can
 * hydrate after the rest of the layout). It tells the script in index.html to make again the clicks it
 * kept meanwhile, and the end-to-end tests wait for `data-ready` before acting on a page.
 */
function PageLive() {
  useEffect(() => {
    markPageLive();
    document.documentElement.dataset.ready = '';
    document.dispatchEvent(new Event('app:hydrated'));
  }, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const isHome = pathname === '/';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-gold focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-gold-foreground"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      {/* Non-home pages leave room for the fixed header; the home hero runs underneath it. */}
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', !isHome && 'pt-16 md:pt-20')}>
        {user && !user.emailVerified ? (
          <Suspense fallback={null}>
            <div className={cn(isHome && 'pt-16 md:pt-20')}>
              <EmailVerificationBanner />
            </div>
          </Suspense>
        ) : null}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <PageLive />
        </Suspense>
      </main>
      <Footer />
      <CompareTray />
    </div>
  );
}
