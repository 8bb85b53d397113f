import { z } from 'zod';
import { KYC_APPLICATION_TYPES, KYC_DECISIONS } from '../domain/identity.ts';
import { numericIdParams, timestamp } from './common.ts';

/** Contracts of identity verification (spec sections 2, 3, 5). */

export const DOCUMENT_REFERENCE = /^kyc:[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/;

const reference = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(DOCUMENT_REFERENCE, { error: `${label} must be a document you uploaded` });
const text = (label: string, max = 120) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const kycApplicationSchema = z
  .object({
    applicationType: z.enum(KYC_APPLICATION_TYPES, { error: 'applicationType must be dealer or individual' }),
    fullName: text('Full name').min(1, { error: 'Full name is required' }),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Invalid email address' })),
    phone: text('Phone', 40).optional(),
    country: text('Country', 80).min(1, { error: 'Country is required' }),
    dealershipName: text('Dealership name').optional(),
    idDocumentUrl: reference('ID document'),
    businessLicenseUrl: reference('Business license').optional(),
    proofOfAddressUrl: reference('Proof of address').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.applicationType !== 'dealer') return;
    // A dealer application also needs the business side (spec section 5, dealer form).
    if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Phone is required' });
    if (!v.dealershipName)
      ctx.addIssue({ code: 'custom', path: ['dealershipName'], message: 'Dealership name is required' });
    if (!v.businessLicenseUrl)
      ctx.addIssue({ code: 'custom', path: ['businessLicenseUrl'], message: 'Business license is required' });
  });
export type KycApplicationInput = z.infer<typeof kycApplicationSchema>;

export const kycReviewSchema = z.object({
  status: z.enum(KYC_DECISIONS, {
    error: 'Status must be approved, rejected or resubmission_required',
  }),
  reviewNotes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters' }).optional(),
});

/** GET /api/kyc/documents?ref=: a private document, by the reference its upload answered. */
export const kycDocumentQuerySchema = z.object({
  ref: z.string().regex(DOCUMENT_REFERENCE, { error: 'Invalid document reference' }),
});

/** The media types an identity document is stored in (spec section 5: pdf, jpg, jpeg, png). */
export const KYC_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** POST /api/kyc/documents reply: the reference an application carries; the file itself stays private. */
export const uploadedDocumentSchema = z.object({
  reference: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** An identity application, as its applicant and administrators see it. */
export const kycApplicationReplySchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    applicationType: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    dealershipName: z.string().nullable(),
    businessLicenseUrl: z.string().nullable(),
    idDocumentUrl: z.string(),
    proofOfAddressUrl: z.string().nullable(),
    status: z.string(),
    reviewNotes: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'KycApplication' });
export type KycApplication = z.infer<typeof kycApplicationReplySchema>;

/** An application waiting for a decision, with the applicant's account (administrators only). */
export const pendingKycApplicationSchema = kycApplicationReplySchema.extend({
  applicant: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    roleId: z.number().int(),
  }),
});
export type PendingKycApplication = z.infer<typeof pendingKycApplicationSchema>;

export const kycApplicationIdParamsSchema = numericIdParams('Application');
