import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@client/components/ui/sheet.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { DisplaySettings } from '@client/features/currency/index.ts';
import { UnreadBadge } from '@client/features/realtime/UnreadBadge.tsx';
import { useUnreadCount } from '@client/features/realtime/use-unread-count.ts';
import { useWatchNotices } from '@client/features/watchlist/index.ts';
import { cn } from '@client/lib/cn.ts';
import { NavLink } from 'react-router';
import { BRAND } from '../brand.ts';
import { AuthControls } from './AuthControls.tsx';
import { headerNavItems, withCounts } from './nav-items.ts';

/** The slide-out menu's panel; loaded on demand so the dialog code stays out of the initial bundle. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { user } = useAuth();
  const unread = useUnreadCount();
  const watchNotices = useWatchNotices();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-menu" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="border-b border-border px-6 pt-6 pb-5">
          <SheetTitle>{BRAND.name}</SheetTitle>
          <SheetDescription className="mt-1">Site navigation and account</SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col">
            {withCounts(headerNavItems(user), { unread, watchNotices }).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  aria-label={item.ariaLabel}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-3 font-display text-2xl transition-colors hover:bg-surface-raised hover:text-gold',
                      isActive ? 'text-gold' : 'text-foreground',
                    )
                  }
                >
                  {item.label}
                  {item.count !== undefined ? <UnreadBadge count={item.count} className="ml-2.5" /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border px-6 pt-4">
          <p className="mb-2 text-xs tracking-wide text-muted-foreground uppercase">Prices and distances</p>
          <DisplaySettings idPrefix="mobile" />
        </div>
        <div className="border-t border-border px-6 py-6">
          <AuthControls layout="sheet" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
