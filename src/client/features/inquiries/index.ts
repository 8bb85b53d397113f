export { useBuyerThreads, useSellerThreads } from './api.ts';
export {
  BUYER_REPLY_TOASTS,
  ConversationDialog,
  SELLER_REPLY_TOASTS,
} from './components/ConversationDialog.tsx';
export { SellerInquiries } from './components/SellerInquiries.tsx';
export { formatListDate } from './dates.ts';
export { inquiryKeys } from './keys.ts';
export { groupThreads, type Thread, threadStatus, totalUnread } from './threads.ts';
export { useFollowNewest } from './use-follow-newest.ts';
