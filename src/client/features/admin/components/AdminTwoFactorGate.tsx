import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { TwoFactorSetup } from '@client/features/account/index.ts';
import { useAuth } from '@client/features/auth/index.ts';
import { needsTwoFactorSetUp } from '@shared/domain/access.ts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The admin API refuses administrators without two-factor sign-in (403), so the panel first leads them
 * through setting it up; once it is on, the panel itself appears.
 */
export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!needsTwoFactorSetUp(user)) return children;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="eyebrow">Administration</p>
        <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
          Turn on two-factor sign-in
        </h1>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-gold" aria-hidden="true" />
            Required for administrators
          </CardTitle>
          <CardDescription>
            The admin panel can approve, reject and suspend: a password alone is not enough to reach it. Set
            up an authenticator app now; it takes a minute.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSetup
            onDone={() =>
              toast.success('Two-factor sign-in is on', { description: 'Welcome to the admin panel.' })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
