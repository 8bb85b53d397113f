import { COUNTRIES } from '@shared/constants.ts';
import type { KYC_APPLICATION_TYPES } from '@shared/domain/identity.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';
import type { Me } from '@shared/schemas/users.ts';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { type DocumentState, documentReference, IDLE_DOCUMENT } from './components/DocumentUpload.tsx';

/**
 * The identity forms (the private seller's step on /list-car and /register-dealer): what the person types and
 * the state of each document upload. A document field is named after the application field it fills.
 */
export interface IdentityFormValues {
  fullName: string;
  email: string;
  phone: string;
  country: string;
  dealershipName: string;
  idDocumentUrl: DocumentState;
  businessLicenseUrl: DocumentState;
  proofOfAddressUrl: DocumentState;
}
export type IdentityFormField = keyof IdentityFormValues;

export const IDENTITY_FORM_FIELDS = [
  'fullName',
  'email',
  'phone',
  'country',
  'dealershipName',
  'idDocumentUrl',
  'businessLicenseUrl',
  'proofOfAddressUrl',
] as const satisfies readonly IdentityFormField[];

/** Blank optional text becomes absent, so the schema's optional fields stay optional. */
const optionalText = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

/**
 * The application the shared kycApplicationSchema checks, made of the form's values: an uploaded document
 * becomes its reference, blank optional text becomes absent (a document not uploaded yet reaches the schema
 * as absent, so the schema names it). The schema's first message per field is shown under that field.
 */
export const identityApplication =
  (applicationType: (typeof KYC_APPLICATION_TYPES)[number]) => (v: IdentityFormValues) => ({
    ...v,
    applicationType,
    phone: optionalText(v.phone),
    dealershipName: optionalText(v.dealershipName),
    idDocumentUrl: documentReference(v.idDocumentUrl),
    businessLicenseUrl: documentReference(v.businessLicenseUrl),
    proofOfAddressUrl: documentReference(v.proofOfAddressUrl),
  });

/** The form as it opens: what the account already tells about the person, no documents yet. */
export const identityFormDefaults = (user: Me): IdentityFormValues => ({
  fullName: fullNameOf(user),
  email: user.email ?? '',
  phone: '',
  country: knownCountry(user.country),
  dealershipName: '',
  idDocumentUrl: IDLE_DOCUMENT,
  businessLicenseUrl: IDLE_DOCUMENT,
  proofOfAddressUrl: IDLE_DOCUMENT,
});

/** The message under a field (a document field's error sits on the field itself, not on its parts). */
export const identityError = (errors: FieldErrors<IdentityFormValues>, field: IdentityFormField) =>
  (errors[field] as FieldError | undefined)?.message;

/** The account's country when the identity forms offer it, else none. */
const knownCountry = (country: string | null | undefined): string =>
  (COUNTRIES as readonly string[]).includes(country ?? '') ? (country as string) : '';

const fullNameOf = (u: { firstName?: string | null; lastName?: string | null }): string =>
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
