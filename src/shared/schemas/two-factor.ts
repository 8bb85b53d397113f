import { z } from 'zod';

/** Contracts of two-factor sign-in (TOTP with an authenticator app, and single-use backup codes). */

export const BACKUP_CODE_COUNT = 10;

const password = z
  .string({ error: 'Enter your password' })
  .min(1, { error: 'Enter your password' })
  .max(128, { error: 'Password must be at most 128 characters' });

/** POST /api/auth/two-factor/enable and /disable: the account's password, asked again. */
export const twoFactorPasswordSchema = z.object({ password });

export const INVALID_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';

/** A six-digit code from the app, or a backup code (letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .min(6, { error: 'Enter the 6-digit code from your app, or a backup code' })
    .max(32, { error: 'Enter the 6-digit code from your app, or a backup code' }),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** A code from the authenticator app (rather than a backup code). */
export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** POST /api/auth/two-factor/enable reply: shown once, as a QR code and the secret it carries. */
export const twoFactorSetupSchema = z
  .object({
    totpURI: z.string().describe('otpauth:// URI for an authenticator app'),
    backupCodes: z.array(z.string()).describe('Single-use codes for when the app is not at hand'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The secret an otpauth:// URI carries, for people who type it into their app instead of scanning. */
export function totpSecretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** POST /api/auth/two-factor/verify and /disable reply. */
export const twoFactorStatusSchema = z.object({ twoFactorEnabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
