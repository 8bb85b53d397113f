import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { cn } from '@client/lib/cn.ts';
import { displayName, initials, roleBadge } from '@shared/format.ts';
import type { Me } from '@shared/schemas/users.ts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

export function UserSummary({ user, compact = false }: { user: Me; compact?: boolean }) {
  const name = displayName(user);
  return (
    <div
      className="flex min-w-0 items-center gap-3"
      title={compact ? `${name} (${roleBadge(user.role_id)})` : undefined}
    >
      <Avatar>
        {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
        <AvatarFallback>{initials(user)}</AvatarFallback>
      </Avatar>
      <div className={cn('min-w-0 flex-col gap-1', compact ? 'hidden xl:flex' : 'flex')}>
        <span className="truncate text-sm leading-none font-medium text-foreground">{name}</span>
        <Badge className="w-fit px-2 py-0 text-[11px]">{roleBadge(user.role_id)}</Badge>
      </div>
    </div>
  );
}

/** Sign Out shows 'Signing Out...' while busy, then reloads the page (spec section 2). */
export function SignOutButton({ className, size = 'sm' }: { className?: string; size?: 'sm' | 'default' }) {
  const { logout } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const onClick = async () => {
    setSigningOut(true);
    await logout();
    window.location.reload();
  };
  return (
    <Button variant="outline" size={size} className={className} disabled={signingOut} onClick={onClick}>
      <LogOut aria-hidden="true" />
      {signingOut ? 'Signing Out...' : 'Sign Out'}
    </Button>
  );
}

export function AuthControls({ layout, onNavigate }: { layout: 'bar' | 'sheet'; onNavigate?: () => void }) {
  const { user, isLoading } = useAuth();
  const inSheet = layout === 'sheet';

  if (isLoading) {
    return (
      <div className={cn('flex items-center gap-3', inSheet && 'py-2')} aria-hidden="true">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-24" />
      </div>
    );
  }

  if (user) {
    return (
      <div className={cn('flex gap-4', inSheet ? 'flex-col' : 'items-center')}>
        <Link
          to="/account"
          onClick={onNavigate}
          aria-label="Account settings"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-gold"
        >
          <UserSummary user={user} compact={!inSheet} />
        </Link>
        <SignOutButton className={inSheet ? 'w-full' : undefined} size={inSheet ? 'default' : 'sm'} />
      </div>
    );
  }

  return (
    <div className={cn('flex gap-2', inSheet && 'flex-col gap-3')}>
      <Button asChild variant={inSheet ? 'outline' : 'ghost'} size={inSheet ? 'default' : 'sm'}>
        <Link to="/login" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button asChild size={inSheet ? 'default' : 'sm'}>
        <Link to="/signup" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}
