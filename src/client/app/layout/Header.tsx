import { useAuth } from '@client/features/auth/index.ts';
import { DisplaySettings } from '@client/features/currency/index.ts';
import { UnreadBadge } from '@client/features/realtime/UnreadBadge.tsx';
import { useUnreadCount } from '@client/features/realtime/use-unread-count.ts';
import { clearWatchNotices, useWatchNotices } from '@client/features/watchlist/index.ts';
import { cn } from '@client/lib/cn.ts';
import { nextHeaderVisible } from '@client/lib/scroll.ts';
import { LIMITS } from '@shared/constants.ts';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AuthControls } from './AuthControls.tsx';
import { BrandMark } from './BrandMark.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { headerNavItems, withCounts } from './nav-items.ts';

function useHeaderScroll() {
  const [visible, setVisible] = useState(true);
  const [scrolled, setScrolled] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        // Read the previous position now: a state updater may run later, after lastY has moved on.
        const previousY = lastY.current;
        lastY.current = y;
        setVisible((v) => nextHeaderVisible(previousY, y, LIMITS.headerHideScrollPx, v));
        setScrolled(y > 8);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return { visible, scrolled };
}

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { visible, scrolled } = useHeaderScroll();
  const unread = useUnreadCount();
  const watchNotices = useWatchNotices();
  const [menuOpen, setMenuOpen] = useState(false);

  // Close the mobile menu whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => setMenuOpen(false), [pathname]);
  // The live notices about watched cars are seen once the watchlist is open (or arrive while it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new notice is a trigger, not a value read.
  useEffect(() => {
    if (pathname === '/watchlist') clearWatchNotices();
  }, [pathname, watchNotices]);

  const transparent = pathname === '/' && !scrolled && !menuOpen;
  const shown = visible || menuOpen;

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[transform,background-color,border-color] duration-300 ease-out',
        // Keyboard users never lose the header under their focus (focus-within wins over the hidden state).
        shown ? 'translate-y-0' : '-translate-y-full focus-within:translate-y-0',
        transparent
          ? 'border-b border-transparent bg-gradient-to-b from-black/60 to-transparent'
          : 'border-b border-border bg-background/85 backdrop-blur-md',
      )}
    >
      <div className="container-page relative flex h-16 items-center justify-between gap-4 md:h-20">
        {/* A signed-in header carries up to seven links, the account and Sign Out: below 1024 px they live in
            the menu, and below 1536 px the brand keeps its mark and gives its name's width to them, so nothing
            is pushed past the edge. */}
        <BrandMark nameClassName={user ? 'lg:hidden 2xl:inline' : undefined} />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-5 lg:gap-6 xl:gap-8">
            {withCounts(headerNavItems(user), { unread, watchNotices }).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  aria-label={item.ariaLabel}
                  className={({ isActive }) =>
                    cn(
                      // nowrap: a count stays beside its link instead of dropping below it.
                      'relative rounded-sm py-2 text-sm tracking-wide whitespace-nowrap transition-colors hover:text-gold',
                      isActive ? 'text-gold' : 'text-foreground/85',
                    )
                  }
                >
                  {item.label}
                  {item.count !== undefined ? <UnreadBadge count={item.count} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 md:gap-3">
          <DisplaySettings idPrefix="header" className="hidden lg:flex" />
          <HeaderSearch />
          <div className="hidden lg:block">
            <AuthControls layout="bar" />
          </div>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} unread={unread} />
        </div>
      </div>
    </header>
  );
}
