/** The reply box's rules (spec sections 2 and 5): Enter sends, Shift+Enter is a new line, blank never sends. */

export const canSendReply = (text: string, pending: boolean): boolean => !pending && text.trim().length > 0;

export interface ReplyKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method editor composes a character (Enter then confirms the character). */
  isComposing?: boolean;
}

/** What a key press in the reply box does: send, or leave it to the textarea. */
export function replyKeyAction(event: ReplyKey): 'send' | 'default' {
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return 'default';
  return 'send';
}

/** The message as sent: surrounding blank space trimmed, inner line breaks kept. */
export const replyPayloadText = (text: string): string => text.trim();
