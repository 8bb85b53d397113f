import { Button } from '@client/components/ui/button.tsx';
import { errorText } from '@client/lib/api.ts';
import { useState } from 'react';
import { useResendVerification } from '../api.ts';

/** Asks for another confirmation link and says what happened, beside the button. */
export function ResendVerificationButton({ className }: { className?: string }) {
  const resend = useResendVerification();
  const [said, setSaid] = useState<string | null>(null);
  const onClick = async () => {
    setSaid(null);
    try {
      setSaid((await resend.mutateAsync()).message);
    } catch (error) {
      setSaid(errorText(error, 'The link could not be sent. Please try again.'));
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" className={className} onClick={onClick} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend the link'}
      </Button>
      <span role="status" className="text-sm">
        {said}
      </span>
    </span>
  );
}
