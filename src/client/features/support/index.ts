export { useSupportInbox } from './api.ts';
export { SupportChat } from './components/SupportChat.tsx';
export { SupportTab } from './components/SupportTab.tsx';
export { supportKeys } from './keys.ts';
