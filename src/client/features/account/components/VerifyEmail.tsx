import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { errorText } from '@client/lib/api.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRefreshMe, verifyEmailRequest } from '../api.ts';

/** Confirms the address from the link's token as soon as the page opens (once, even in Strict Mode). */
export function VerifyEmail({ token }: { token: string }) {
  const refreshMe = useRefreshMe();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmailRequest(token).then(
      async ({ message }) => {
        setResult({ tone: 'success', text: message });
        await refreshMe();
      },
      (error: unknown) =>
        setResult({
          tone: 'error',
          text: errorText(error, 'Your address could not be confirmed. Please try again.'),
        }),
    );
  }, [token, refreshMe]);

  if (!result) return <LoadingState label="Confirming your e-mail address..." />;
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone={result.tone}>{result.text}</FormAlert>
      <Button asChild size="lg" className="w-full">
        <Link to={result.tone === 'success' ? '/' : '/account'}>
          {result.tone === 'success' ? 'Continue' : 'Go to account settings'}
        </Link>
      </Button>
    </div>
  );
}
