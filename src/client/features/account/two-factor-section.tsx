import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { errorText } from '@client/lib/api.ts';
import { isAdmin } from '@shared/domain/access.ts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDisableTwoFactor } from './api.ts';
import { AccountSection } from './components/AccountSection.tsx';
import { CurrentPasswordField, useCurrentPassword } from './components/CurrentPasswordField.tsx';
import { TwoFactorSetup } from './components/TwoFactorSetup.tsx';

/** Turning two-factor sign-in off: the password again. Administrators must keep it. */
function TurnOff() {
  const id = useId();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const { password, setError, check, field } = useCurrentPassword();
  if (!open)
    return (
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        Turn off two-factor sign-in
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      await disable.mutateAsync(password);
      toast.success('Two-factor sign-in is off');
    } catch (e) {
      setError(errorText(e, 'Could not turn it off. Please try again.'));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
      <CurrentPasswordField id={id} {...field} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Turn off
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The account's two-factor sign-in: on (and how to turn it off), or how to set it up. */
export function TwoFactorSection() {
  const { user } = useAuth();
  const [settingUp, setSettingUp] = useState(false);
  if (!user) return null;
  const on = user.twoFactorEnabled;
  return (
    <AccountSection
      id="two-factor"
      title="Two-factor sign-in"
      status={<Badge variant={on ? 'success' : 'secondary'}>{on ? 'On' : 'Off'}</Badge>}
      description="Besides your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account."
    >
      <div className="flex flex-col gap-4">
        {on ? (
          isAdmin(user) ? (
            <p className="text-sm text-muted-foreground">Administrators must keep two-factor sign-in on.</p>
          ) : (
            <TurnOff />
          )
        ) : settingUp ? (
          <TwoFactorSetup
            onDone={() => {
              setSettingUp(false);
              toast.success('Two-factor sign-in is on', { description: 'Keep your backup codes safe.' });
            }}
          />
        ) : (
          <Button className="w-fit" onClick={() => setSettingUp(true)}>
            Set up two-factor sign-in
          </Button>
        )}
      </div>
    </AccountSection>
  );
}
