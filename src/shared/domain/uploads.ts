/** How much one account may keep on our storage: its photo variants and identity documents together. */
export const ACCOUNT_STORAGE_BYTES = 1024 * 1024 * 1024;

/** An identity document no application cites is deleted this long after its upload. */
export const UNCITED_DOCUMENT_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const MB = 1024 * 1024;

export const STORAGE_FULL_MESSAGE = `Your account can hold ${ACCOUNT_STORAGE_BYTES / MB} MB of photos and documents and this upload would pass it. Remove photos you no longer need and try again.`;
