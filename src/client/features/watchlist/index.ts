/** The watchlist feature's pure helpers; its data lives in api.ts, its UI in components/. */

export {
  addWatchNotice,
  clearWatchNotices,
  useWatchNotices,
  type WatchNoticeKind,
} from './notices.ts';
