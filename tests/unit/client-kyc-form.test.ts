import { describe, expect, it } from 'vitest';
import type { DocumentState } from '../../src/client/features/kyc/components/DocumentUpload.tsx';
import {
  type IdentityFormValues,
  identityApplication,
  identityFormDefaults,
} from '../../src/client/features/kyc/kyc-form.ts';
import { requestResolver } from '../../src/client/lib/schema-form.ts';
import { kycApplicationSchema } from '../../src/shared/schemas/kyc.ts';
import type { Me } from '../../src/shared/schemas/users.ts';

/** The identity form's resolver, as `useIdentityForm` sets it up. */
const resolve = (type: 'individual' | 'dealer', values: IdentityFormValues) =>
  requestResolver(kycApplicationSchema, identityApplication(type))(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const idUploaded: DocumentState = {
  status: 'done',
  fileName: 'id.pdf',
  reference: 'kyc:u1/id.pdf',
  size: 1200,
};

const person = {
  email: 'Ada@Example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'United Kingdom',
} as unknown as Me;

const messages = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { message?: string }).message]));

describe('identity form', () => {
  it("opens with the account's name, e-mail and country, and names what is missing", async () => {
    const defaults = identityFormDefaults(person);
    expect(defaults).toMatchObject({ fullName: 'Ada Lovelace', country: 'United Kingdom', phone: '' });
    const result = await resolve('individual', { ...defaults, fullName: ' ', country: '' });
    expect(messages(result.errors)).toEqual({
      fullName: 'Full name is required',
      country: 'Country is required',
      idDocumentUrl: 'ID document is required',
    });
  });

  it('sends uploaded documents as their references and blank optional text as absent', async () => {
    const filled = { ...identityFormDefaults(person), phone: '  ', idDocumentUrl: idUploaded };
    const result = await resolve('individual', filled);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      applicationType: 'individual',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'United Kingdom',
      idDocumentUrl: 'kyc:u1/id.pdf',
    });
  });

  it("asks a dealer for the business side, under each field's own name", async () => {
    const result = await resolve('dealer', { ...identityFormDefaults(person), idDocumentUrl: idUploaded });
    expect(messages(result.errors)).toEqual({
      phone: 'Phone is required',
      dealershipName: 'Dealership name is required',
      businessLicenseUrl: 'Business license is required',
    });
  });
});
