import { ApiError, errorText } from '@client/lib/api.ts';

export type InquiryFailure =
  | { kind: 'own-listing'; title: 'Unable to Send Message'; description: string }
  | { kind: 'failed'; title: 'Message Not Sent'; description: string };

export const OWN_LISTING_DESCRIPTION =
  'You cannot send an inquiry on your own listing. You can manage this listing from your seller dashboard.';

/**
 * Spec section 8: a 403, or a message mentioning 'your own listing', is the neutral own-listing notice; any
 * other failure shows the server's message (without its status prefix) or 'Something went wrong'.
 */
export function inquiryFailure(error: unknown): InquiryFailure {
  const text = error instanceof Error ? error.message : '';
  const server = error instanceof ApiError ? (error.serverMessage ?? '') : '';
  if (
    (error instanceof ApiError && error.status === 403) ||
    /your own listing/i.test(text) ||
    /your own listing/i.test(server)
  ) {
    return { kind: 'own-listing', title: 'Unable to Send Message', description: OWN_LISTING_DESCRIPTION };
  }
  return { kind: 'failed', title: 'Message Not Sent', description: errorText(error, 'Something went wrong') };
}
