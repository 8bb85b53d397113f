import { z } from 'zod';
import { KYC_APPLICATION_TYPES } from '../constants.ts';
import { KYC_DECISIONS } from '../domain/identity.ts';

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

export interface KycApplication {
  id: number;
  userId: string;
  applicationType: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  dealershipName: string | null;
  businessLicenseUrl: string | null;
  idDocumentUrl: string;
  proofOfAddressUrl: string | null;
  status: string;
  reviewNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
