import { COUNTRIES } from '@shared/constants.ts';
import { type KycApplication, type KycApplicationInput, kycApplicationSchema } from '@shared/schemas/kyc.ts';

/** Client side of the identity forms: the shared kycApplicationSchema, with its first message per field. */
export function validateKycApplication(
  input: Record<string, unknown>,
): { ok: true; value: KycApplicationInput } | { ok: false; errors: Record<string, string> } {
  const parsed = kycApplicationSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Blank optional text becomes absent, so the schema's optional fields stay optional. */
export const optionalText = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

/** The account's country when the identity forms offer it, else none. */
export const knownCountry = (country: string | null | undefined): string =>
  (COUNTRIES as readonly string[]).includes(country ?? '') ? (country as string) : '';

export const fullNameOf = (u: { firstName?: string | null; lastName?: string | null }): string =>
  [u.firstName, u.lastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** Why the identity step is shown again: new documents were requested, or the last application was turned down. */
export function identityNotice(app: KycApplication | null): string | null {
  if (!app) return null;
  if (app.status === 'resubmission_required')
    return `We need new identity documents${app.reviewNotes ? `: ${app.reviewNotes}` : '.'} Please submit them again.`;
  if (app.status === 'rejected')
    return `Your last identity application was not approved${app.reviewNotes ? `: ${app.reviewNotes}` : '.'} You can apply again.`;
  return null;
}
