import { isCurrency } from '@shared/domain/currency.ts';
import { KYC_DECISIONS, type KycDecision } from '@shared/domain/identity.ts';
import { formatPrice } from '@shared/format.ts';
import { formatNumber } from '@shared/format-number.ts';
import type { AdminAnalytics } from '@shared/schemas/admin.ts';
import { z } from 'zod';

/** Pure display rules of the admin panel and the KYC review. */

export const ADMIN_TABS = [
  { id: 'pending', label: 'Pending Approvals' },
  { id: 'sellers', label: 'Seller Verification' },
  { id: 'ratings', label: 'Ratings' },
  { id: 'reports', label: 'Reports' },
  { id: 'support', label: 'Support' },
  { id: 'users', label: 'Users' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'currencies', label: 'Currencies' },
  { id: 'system', label: 'System Status' },
  { id: 'audit', label: 'Audit Log' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** The tab named in the address (`?tab=`), or the first one for anything else. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? 'pending';
}

interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** Seller Verification: the name, else the username, else 'Unnamed Seller' (spec section 2). */
export function sellerDisplayName(p: NameParts): string {
  const name = [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(' ');
  return name || clean(p.username) || 'Unnamed Seller';
}

/** Pending Approvals: the seller's username, else e-mail (spec section 2). */
export function listingSellerLabel(p: NameParts | null | undefined): string {
  return clean(p?.username) || clean(p?.email) || 'Unknown seller';
}

/** Reason of a rejection (the server's rule: 3 to 1000 characters after trimming). */
export const REASON_MIN = 3;
export const REASON_MAX = 1000;
export const reasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REASON_MIN, { error: 'Please give a reason (at least 3 characters)' })
    .max(REASON_MAX, { error: `The reason must be at most ${REASON_MAX} characters` }),
});
export type ReasonForm = z.infer<typeof reasonFormSchema>;

const ACTION_LABELS: Record<string, string> = {
  approve_listing: 'Approved listing',
  reject_listing: 'Rejected listing',
  verify_seller: 'Verified seller',
  reject_seller: 'Rejected seller',
  review_kyc: 'Reviewed KYC application',
  set_payment_status: 'Changed payment status',
  delete_listing: 'Deleted listing',
};

/** An audit action in words: known ones by name, others from their snake_case. */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Action';
}

const TARGET_LABELS: Record<string, string> = {
  listing: 'Listing',
  user: 'User',
  kyc_application: 'KYC application',
  payment: 'Payment',
};

export function auditTargetLabel(targetType: string | null, targetId: string | null): string {
  const type = targetType ? (TARGET_LABELS[targetType] ?? auditActionLabel(targetType)) : '';
  const id = targetId ? (targetId.length > 12 ? `${targetId.slice(0, 8)}…` : `#${targetId}`) : '';
  return [type, id].filter(Boolean).join(' ') || '—';
}

/** An entry's details as one line: 'reason: Photos missing; status: approved'. Empty when none. */
export function auditDetailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

/** Uptime as the two largest units: '3d 4h', '2h 5m', '4m 10s', '45s'. */
export function formatUptime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${sec}s`;
  return `${sec}s`;
}

/** A 0..1 rate as a percentage with up to two decimals: 0.0123 → '1.23%'. */
export function formatRate(rate: number): string {
  const pct = (Number.isFinite(rate) ? rate : 0) * 100;
  return `${Number(pct.toFixed(2)).toString()}%`;
}

/** A whole-number count with separators. */
export const formatCount = (n: number | null | undefined): string =>
  formatNumber(Number.isFinite(n) ? (n as number) : 0);

/** Money in its currency without cents ('$1,234', as every price); a code we do not list reads '1,234 XYZ'. */
export function formatMoney(amount: number | string, currency = 'USD'): string {
  if (isCurrency(currency)) return formatPrice(amount, currency);
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  return `${formatNumber(Math.round(Number.isFinite(n) ? n : 0))} ${currency}`;
}

/** A 'YYYY-MM-DD' day as 'Mar 5' (calendar day, no time zone shift). */
export function formatDayLabel(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A date (ISO) as 'Mar 5, 2025'. */
export function formatDate(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(d);
}

/** A date and time (ISO) as 'Mar 5, 2025, 3:04 PM'. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

/** One day of the analytics' per-day series, as the server sends it. */
export type DayCount = AdminAnalytics['newUsersPerDay'][number];

export interface ActivityPoint {
  day: string;
  label: string;
  users: number;
  listings: number;
  inquiries: number;
}

/** The three per-day series side by side, one point per day in order, missing days as 0. */
export function mergeDailySeries(series: {
  users: readonly DayCount[];
  listings: readonly DayCount[];
  inquiries: readonly DayCount[];
}): ActivityPoint[] {
  const byDay = new Map<string, ActivityPoint>();
  const point = (day: string) => {
    const found = byDay.get(day);
    if (found) return found;
    const created = { day, label: formatDayLabel(day), users: 0, listings: 0, inquiries: 0 };
    byDay.set(day, created);
    return created;
  };
  for (const { day, count } of series.users) point(day).users += count;
  for (const { day, count } of series.listings) point(day).listings += count;
  for (const { day, count } of series.inquiries) point(day).inquiries += count;
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Revenue per day over the same days as the activity chart (days without payments are 0). */
export function revenueSeries(
  days: readonly string[],
  perDay: readonly { day: string; amount: number }[],
): { day: string; label: string; amount: number }[] {
  const amounts = new Map<string, number>();
  for (const { day, amount } of perDay) amounts.set(day, (amounts.get(day) ?? 0) + (Number(amount) || 0));
  const allDays = [...new Set([...days, ...amounts.keys()])].sort();
  return allDays.map((day) => ({ day, label: formatDayLabel(day), amount: amounts.get(day) ?? 0 }));
}

// ---------------------------------------------------------------------------------------------------------
// KYC review

export const KYC_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  resubmission_required: 'Resubmission required',
};

/** Badge colours of spec section 4: yellow, blue, green, red, orange. */
export const KYC_STATUS_TONES: Record<string, string> = {
  pending: 'border-yellow-400/40 bg-yellow-400/10 text-yellow-300',
  under_review: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  approved: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  rejected: 'border-red-400/40 bg-red-400/10 text-red-300',
  resubmission_required: 'border-orange-400/40 bg-orange-400/10 text-orange-300',
};

export const kycStatusLabel = (status: string): string =>
  KYC_STATUS_LABELS[status] ?? auditActionLabel(status);

export const KYC_DECISION_OPTIONS = [
  {
    value: 'approved',
    label: 'Approve',
    hint: 'Identity confirmed; the applicant becomes a verified seller.',
  },
  { value: 'rejected', label: 'Reject', hint: 'The application is turned down.' },
  {
    value: 'resubmission_required',
    label: 'Request resubmission',
    hint: 'Documents are missing or unreadable; the applicant is asked to send them again.',
  },
] as const satisfies readonly { value: KycDecision; label: string; hint: string }[];

export const kycDecisionFormSchema = z.object({
  // Nothing is chosen at first (''): the decision is required.
  status: z.string().pipe(z.enum(KYC_DECISIONS, { error: 'Please choose a decision' })),
  reviewNotes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters' }),
});
export type KycDecisionForm = z.output<typeof kycDecisionFormSchema>;

/** Where a private document is read: only its owner and administrators get it. */
export const documentUrl = (reference: string): string =>
  `/api/kyc/documents?ref=${encodeURIComponent(reference)}`;

/** Shown inline (images) or opened in a new tab (PDFs), by the reference's extension. */
export function documentKind(reference: string): 'image' | 'pdf' | 'other' {
  const ext = /\.([a-z0-9]+)$/i.exec(reference)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext && ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'].includes(ext)) return 'image';
  return 'other';
}

export interface KycDocumentRefs {
  idDocumentUrl?: string | null;
  businessLicenseUrl?: string | null;
  proofOfAddressUrl?: string | null;
}

/** An application's documents that are present, labelled, in reading order. */
export function kycDocumentList(app: KycDocumentRefs): { label: string; reference: string }[] {
  const docs: { label: string; reference: string | null | undefined }[] = [
    { label: 'Government ID', reference: app.idDocumentUrl },
    { label: 'Business license', reference: app.businessLicenseUrl },
    { label: 'Proof of address', reference: app.proofOfAddressUrl },
  ];
  return docs.filter((d): d is { label: string; reference: string } => Boolean(d.reference));
}

export const applicationTypeLabel = (type: string): string =>
  type === 'dealer' ? 'Dealer' : type === 'individual' ? 'Individual' : auditActionLabel(type);
