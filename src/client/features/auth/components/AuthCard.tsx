import { PageTitle } from '@client/components/page/page-title.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  eyebrow,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="relative isolate overflow-hidden">
      <PageTitle title={title} />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[420px] bg-[radial-gradient(ellipse_at_top,rgba(200,169,106,0.14),transparent_65%)]"
      />
      <div className={cn('container-page flex justify-center py-12 sm:py-20')}>
        <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
          <div className="mb-8 text-center">
            <p className="eyebrow">{eyebrow}</p>
            <h1 className="mt-3 font-display text-4xl text-foreground sm:text-5xl">{title}</h1>
            <p className="mt-3 text-muted-foreground">{description}</p>
          </div>
          <Card className="p-6 shadow-2xl shadow-black/40 sm:p-9">{children}</Card>
          <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
        </div>
      </div>
    </div>
  );
}

/** A link under an AuthCard (to sign in, to sign up, for a new link...). */
export function AuthFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
    >
      {children}
    </Link>
  );
}
