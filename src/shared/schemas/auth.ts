import { z } from 'zod';
import { ACCOUNT_TYPES, LIMITS } from '../constants.ts';
import { meSchema } from './users.ts';

/** Contracts of the sign-in and sign-up endpoints, with the spec's messages (section 5). */

export const email = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }).max(254, { error: 'Invalid email address' }));
const password = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, { error: `Password must be at least ${LIMITS.passwordMin} characters` })
  // argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU.
  .max(128, { error: 'Password must be at most 128 characters' });

export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';
export const BREACHED_PASSWORD_MESSAGE =
  'This password appears in lists of breached passwords; choose another';

/**
 * A password being chosen. The form and the server both refuse one of only spaces here; the server also
 * refuses one found in a breached-password list (BREACHED_PASSWORD_MESSAGE), which only it loads, so the
 * list never reaches the browser (server/modules/auth/breached-passwords.ts).
 */
export const newPassword = password.refine((p) => p.trim() !== '', { error: BLANK_PASSWORD_MESSAGE });

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** Age as typed in the form: an emptied field falls back to 18 (spec section 5). */
export const ageSchema = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined ? LIMITS.ageDefault : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: 'Invalid age' })
    .int({ error: 'Invalid age' })
    .min(LIMITS.ageMin, { error: 'Must be at least 18 years old' })
    .max(LIMITS.ageMax, { error: 'Invalid age' }),
);

export const userDataSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(LIMITS.usernameMin, { error: 'Username must be at least 3 characters' })
    .max(40, { error: 'Username must be at most 40 characters' }),
  country: requiredText('Country is required'),
  city: requiredText('City is required'),
  age: ageSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Please select an account type' }).default('customer'),
});

/** POST /api/auth/register body. */
export const registerSchema = z.object({ email, password: newPassword, userData: userDataSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the register payload flattened, plus the confirmation the server never sees. */
export const signupFormSchema = userDataSchema
  .extend({ email, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/**
 * A dealer's sign-up: signed in, and led straight to the dealer application (the spec's "pending
 * verification, login once approved" gave way to this: docs/decisions/0033-dealer-onboarding.md).
 */
export const DEALER_CREATED_MESSAGE =
  'Your dealer account has been created. Complete your dealer application: we review dealerships within 24-48 hours.';
export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * POST /api/auth/login reply: the session cookie comes with it; or, for an account with two-factor
 * sign-in, `twoFactorRequired` and no session until POST /api/auth/two-factor takes the code.
 */
export const loginReplySchema = z.union([
  z.object({ user: meSchema }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/auth/register reply. A dealer waits for an administrator: no session, no user. */
export const registerReplySchema = z.object({
  success: z.literal(true),
  /** A dealer: signed in, but nothing opens until their dealer application is approved. */
  needsVerification: z.boolean(),
  message: z.string(),
  user: meSchema.optional(),
});
export type RegisterReply = z.infer<typeof registerReplySchema>;
