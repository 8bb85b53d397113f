import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { errorText } from '@client/lib/api.ts';
import { BACKUP_CODE_COUNT, type TwoFactorSetup as Setup, totpSecretOf } from '@shared/schemas/two-factor.ts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useConfirmTwoFactor, useEnableTwoFactor } from '../api.ts';
import { CurrentPasswordField, useCurrentPassword } from './CurrentPasswordField.tsx';

/** The QR code of the otpauth:// URI, drawn as SVG by a library loaded only when a set-up starts. */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSrc(`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="flex size-44 shrink-0 items-center justify-center rounded-md border bg-white p-2">
      {src ? (
        <img src={src} alt="QR code to scan with your authenticator app" className="size-full" />
      ) : (
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-label="Drawing the QR code" />
      )}
    </div>
  );
}

/** Step 1: the password again, so a session left open on a shared computer cannot turn it on. */
function PasswordStep({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const id = useId();
  const enable = useEnableTwoFactor();
  const { password, setError, check, field } = useCurrentPassword();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    setError(null);
    try {
      onStarted(await enable.mutateAsync(password));
    } catch (e) {
      setError(errorText(e, 'Could not start the set-up. Please try again.'));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-4">
      <CurrentPasswordField id={id} {...field} />
      <Button type="submit" className="w-fit" disabled={enable.isPending}>
        {enable.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Continue
      </Button>
    </form>
  );
}

/** Step 2: scan (or type the secret), keep the backup codes, and confirm with a first code. */
function ScanStep({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const id = useId();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const secret = totpSecretOf(setup.totpURI);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError('Enter the 6-digit code from your app');
    setError(null);
    try {
      await confirm.mutateAsync(code);
      onDone();
    } catch (e) {
      setError(errorText(e, 'That code did not work. Please try again.'));
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-6">
        <li className="flex flex-col gap-4 sm:flex-row">
          <QrCode uri={setup.totpURI} />
          <div className="flex min-w-0 flex-col gap-2 text-sm">
            <p className="font-medium text-foreground">1. Scan this code with your authenticator app</p>
            <p className="text-muted-foreground">
              Google Authenticator, 1Password, Authy or any app for time-based codes. Cannot scan? Type this
              key into the app instead:
            </p>
            <code
              data-testid="totp-secret"
              className="w-fit max-w-full break-all rounded bg-muted px-2 py-1 font-mono text-sm tracking-wider"
            >
              {secret}
            </code>
          </div>
        </li>
        <li className="flex flex-col gap-2 text-sm">
          <p className="font-medium text-foreground">
            2. Keep your {BACKUP_CODE_COUNT} backup codes somewhere safe
          </p>
          <p className="text-muted-foreground">
            Each one signs you in once if your phone is lost. They are shown only now.
          </p>
          <ul
            aria-label="Backup codes"
            className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 px-4 py-3 font-mono text-sm"
          >
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </li>
        <li className="flex flex-col gap-2 text-sm">
          <p className="font-medium text-foreground">3. Enter the code your app shows</p>
          <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
            <FormAlert tone="error">{error}</FormAlert>
            <Label htmlFor={`${id}-code`}>6-digit code</Label>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              className="font-mono tracking-widest"
              value={code}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
            />
            <Button type="submit" className="w-fit" disabled={confirm.isPending}>
              {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Turn on two-factor sign-in
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}

/**
 * Setting up two-factor sign-in, start to finish: the password, then the QR code, the backup codes and
 * a first code. Used by the account's security settings and by the admin panel's first visit.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  return setup ? <ScanStep setup={setup} onDone={onDone} /> : <PasswordStep onStarted={setSetup} />;
}
