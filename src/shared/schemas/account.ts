import { z } from 'zod';
import { email, newPassword, userDataSchema } from './auth.ts';
import { timestamp } from './common.ts';

/** Contracts of account recovery and settings: passwords, e-mail confirmation, sessions, profile. */

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';
export const RESET_LINK_INVALID =
  'This password-reset link is invalid, has expired or was already used. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with it.';
export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid or has expired. Ask for a new one from your account settings.';
export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is confirmed.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const VERIFICATION_SENT = 'We have sent you a new confirmation link.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';
export const SAME_EMAIL = 'This is already your e-mail address';
export const EMAIL_IN_USE = 'An account with this email already exists';
export const EMAIL_CHANGE_SENT =
  'We have sent a link to the new address. Your address changes once you open it.';
export const CURRENT_SESSION_REVOKE = 'This is the session you are using: sign out instead to end it.';
export const SESSION_NOT_FOUND = 'Session not found';

/** A reply that only says what happened. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

const token = z
  .string({ error: 'The link is missing its token' })
  .trim()
  .min(1, { error: 'The link is missing its token' })
  .max(2000, { error: 'The link is missing its token' });

/** POST /api/auth/forgot-password body. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password body: the new password follows the sign-up rules. */
export const resetPasswordSchema = z.object({ token, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/verify-email body. */
export const verifyEmailSchema = z.object({ token });

/** POST /api/auth/change-password body. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, { error: 'Enter your current password' })
    .max(128, { error: WRONG_CURRENT_PASSWORD }),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** POST /api/auth/change-email body. */
export const changeEmailSchema = z.object({ newEmail: email });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** One of the account's sessions, as GET /api/auth/sessions lists them. */
export const accountSessionSchema = z
  .object({
    id: z.string(),
    /** The session this request was made with. */
    current: z.boolean(),
    /** Browser and system, such as "Chrome on macOS". */
    device: z.string(),
    ipAddress: z.string().nullable(),
    createdAt: timestamp,
    lastSeenAt: timestamp,
  })
  .meta({ id: 'AccountSession', description: 'A signed-in session of the account' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParamsSchema = z.object({
  id: z.string().min(1, { error: 'Session id is required' }).max(100, { error: 'Session id is invalid' }),
});

/** DELETE /api/auth/sessions reply: how many other sessions were signed out. */
export const revokedSessionsReplySchema = z.object({ revoked: z.number().int() });

/** PATCH /api/users/me body: the sign-up rules for each field sent; at least one is sent. */
export const profileUpdateSchema = userDataSchema
  .pick({ firstName: true, lastName: true, username: true, country: true, city: true })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The profile form sends every field. */
export const profileFormSchema = userDataSchema.pick({
  firstName: true,
  lastName: true,
  username: true,
  country: true,
  city: true,
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;
