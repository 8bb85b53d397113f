import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';

/**
 * Shown on every page while the signed-in account's address is unconfirmed: what is held back, and a way
 * to get a new link. The layout loads it only for such an account.
 */
export default function EmailVerificationBanner() {
  return (
    <section
      aria-label="E-mail confirmation"
      className="border-b border-gold/30 bg-gold/10 text-sm text-foreground"
    >
      <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          <span>
            Please confirm your e-mail address: follow the link we sent you. Until then you can browse and
            message sellers, but not list a vehicle or apply for verification.
          </span>
        </p>
        <ResendVerificationButton className="shrink-0" />
      </div>
    </section>
  );
}
