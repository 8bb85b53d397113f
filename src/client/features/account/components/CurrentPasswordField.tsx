import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { PasswordInput } from '@client/features/auth/components/PasswordInput.tsx';
import { cn } from '@client/lib/cn.ts';
import { useState } from 'react';

/**
 * The account's password asked again before a sensitive change (two-factor sign-in on or off, deleting the
 * account): its value, its error, and `check()`, which says 'Enter your password' while the field is empty.
 */
export function useCurrentPassword() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    if (!password) setError('Enter your password');
    return password !== '';
  };
  const field = {
    value: password,
    error,
    onChange: (value: string) => {
      setPassword(value);
      setError(null);
    },
  };
  return { password, error, setError, check, field };
}

/** 'Your password' with its error under it; typing clears the error. */
export function CurrentPasswordField({
  id,
  value,
  error,
  onChange,
  className,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  className?: string;
}) {
  const inputId = `${id}-password`;
  const errorId = `${id}-password-error`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>Your password</Label>
      <PasswordInput
        id={inputId}
        autoComplete="current-password"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}
