import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditDetailsText,
  auditTargetLabel,
  documentKind,
  documentUrl,
  formatDayLabel,
  formatMoney,
  formatRate,
  formatUptime,
  kycDecisionFormSchema,
  kycDocumentList,
  kycStatusLabel,
  listingSellerLabel,
  mergeDailySeries,
  parseAdminTab,
  reasonFormSchema,
  revenueSeries,
  sellerDisplayName,
} from '../../src/client/features/admin/format.ts';

describe('admin tabs', () => {
  it('reads the tab from the address, defaulting to Pending Approvals', () => {
    expect(parseAdminTab('sellers')).toBe('sellers');
    expect(parseAdminTab('audit')).toBe('audit');
    expect(parseAdminTab(null)).toBe('pending');
    expect(parseAdminTab('bogus')).toBe('pending');
  });
});

describe('names', () => {
  it("shows a seller's name, else username, else 'Unnamed Seller'", () => {
    expect(sellerDisplayName({ firstName: 'Omar', lastName: 'Haddad', username: 'haddad' })).toBe(
      'Omar Haddad',
    );
    expect(sellerDisplayName({ firstName: 'Omar', lastName: null, username: 'haddad' })).toBe('Omar');
    expect(sellerDisplayName({ firstName: ' ', lastName: null, username: 'haddad' })).toBe('haddad');
    expect(sellerDisplayName({ firstName: null, lastName: null, username: null })).toBe('Unnamed Seller');
  });

  it("labels a pending listing's seller by username, else e-mail", () => {
    expect(listingSellerLabel({ username: 'bellini', email: 'd@x.test' })).toBe('bellini');
    expect(listingSellerLabel({ username: null, email: 'd@x.test' })).toBe('d@x.test');
    expect(listingSellerLabel(null)).toBe('Unknown seller');
  });
});

describe('reason form', () => {
  it('needs 3 to 1000 characters after trimming', () => {
    expect(reasonFormSchema.safeParse({ reason: '  ab ' }).success).toBe(false);
    expect(reasonFormSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(reasonFormSchema.parse({ reason: '  Photos missing  ' })).toEqual({ reason: 'Photos missing' });
  });
});

describe('KYC decision form', () => {
  it('requires a decision; notes are optional', () => {
    const none = kycDecisionFormSchema.safeParse({ status: '', reviewNotes: '' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Please choose a decision');
    expect(kycDecisionFormSchema.parse({ status: 'resubmission_required', reviewNotes: ' ' })).toEqual({
      status: 'resubmission_required',
      reviewNotes: '',
    });
    expect(kycDecisionFormSchema.safeParse({ status: 'under_review', reviewNotes: '' }).success).toBe(false);
  });

  it('labels statuses', () => {
    expect(kycStatusLabel('resubmission_required')).toBe('Resubmission required');
    expect(kycStatusLabel('pending')).toBe('Pending');
  });
});

describe('KYC documents', () => {
  it('builds the private document address', () => {
    expect(documentUrl('kyc:users/ab/c d.pdf')).toBe('/api/kyc/documents?ref=kyc%3Ausers%2Fab%2Fc%20d.pdf');
  });

  it('shows images inline and opens PDFs', () => {
    expect(documentKind('kyc:users/x/a.PDF')).toBe('pdf');
    expect(documentKind('kyc:users/x/a.jpg')).toBe('image');
    expect(documentKind('kyc:users/x/a.png')).toBe('image');
    expect(documentKind('kyc:users/x/a')).toBe('other');
  });

  it('lists the documents present, labelled', () => {
    expect(
      kycDocumentList({
        idDocumentUrl: 'kyc:a.pdf',
        businessLicenseUrl: null,
        proofOfAddressUrl: 'kyc:b.png',
      }),
    ).toEqual([
      { label: 'Government ID', reference: 'kyc:a.pdf' },
      { label: 'Proof of address', reference: 'kyc:b.png' },
    ]);
  });
});

describe('audit log', () => {
  it('names actions', () => {
    expect(auditActionLabel('approve_listing')).toBe('Approved listing');
    expect(auditActionLabel('review_kyc')).toBe('Reviewed KYC application');
    expect(auditActionLabel('something_new')).toBe('Something new');
  });

  it('describes targets and details', () => {
    expect(auditTargetLabel('listing', '42')).toBe('Listing #42');
    expect(auditTargetLabel('user', 'b0000000-0000-4000-8000-000000000001')).toBe('User b0000000…');
    expect(auditTargetLabel(null, null)).toBe('—');
    expect(auditDetailsText({ reason: 'Blurry photos', notes: null })).toBe('reason: Blurry photos');
    expect(auditDetailsText({ status: 'approved', extra: { a: 1 } })).toBe(
      'status: approved; extra: {"a":1}',
    );
    expect(auditDetailsText(null)).toBe('');
  });
});

describe('system figures', () => {
  it('formats uptime with its two largest units', () => {
    expect(formatUptime(45)).toBe('45s');
    expect(formatUptime(250)).toBe('4m 10s');
    expect(formatUptime(7500)).toBe('2h 5m');
    expect(formatUptime(3 * 86400 + 4 * 3600 + 59)).toBe('3d 4h');
    expect(formatUptime(-5)).toBe('0s');
  });

  it('formats rates as percentages', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.0123)).toBe('1.23%');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(Number.NaN)).toBe('0%');
  });

  it('formats money in its currency', () => {
    expect(formatMoney(389000, 'USD')).toBe('$389,000');
    expect(formatMoney('229000.00', 'GBP')).toBe('£229,000');
    expect(formatMoney(5, 'XXX-bad')).toBe('5 XXX-bad');
  });
});

describe('chart series', () => {
  it('labels days without shifting them across time zones', () => {
    expect(formatDayLabel('2025-03-05')).toBe('Mar 5');
    expect(formatDayLabel('garbage')).toBe('garbage');
  });

  it('puts the three daily series side by side, in day order', () => {
    const merged = mergeDailySeries({
      users: [
        { day: '2025-03-02', count: 2 },
        { day: '2025-03-01', count: 1 },
      ],
      listings: [{ day: '2025-03-01', count: 4 }],
      inquiries: [{ day: '2025-03-03', count: 7 }],
    });
    expect(merged).toEqual([
      { day: '2025-03-01', label: 'Mar 1', users: 1, listings: 4, inquiries: 0 },
      { day: '2025-03-02', label: 'Mar 2', users: 2, listings: 0, inquiries: 0 },
      { day: '2025-03-03', label: 'Mar 3', users: 0, listings: 0, inquiries: 7 },
    ]);
  });

  it('fills revenue days without payments with zero', () => {
    expect(revenueSeries(['2025-03-01', '2025-03-02'], [{ day: '2025-03-02', amount: 99 }])).toEqual([
      { day: '2025-03-01', label: 'Mar 1', amount: 0 },
      { day: '2025-03-02', label: 'Mar 2', amount: 99 },
    ]);
  });
});
