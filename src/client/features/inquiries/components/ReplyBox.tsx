import { Button } from '@client/components/ui/button.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { canSendReply, replyKeyAction, replyPayloadText } from '../reply.ts';

/**
 * The reply box (spec section 2): Enter sends, Shift+Enter starts a new line, a blank reply cannot be sent,
 * and the button reads 'Sending...' while the message is on its way. The text is kept when sending fails.
 */
export function ReplyBox({
  onSend,
  pending,
  placeholder = 'Write a reply...',
  label = 'Reply',
  maxLength = 5000,
}: {
  /** Resolves true when the message was sent (the box is then emptied). */
  onSend: (message: string) => Promise<boolean>;
  pending: boolean;
  placeholder?: string;
  /** The box's name for screen readers. */
  label?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const sendable = canSendReply(text, pending);

  const submit = async () => {
    if (!canSendReply(text, pending)) return;
    const sent = await onSend(replyPayloadText(text));
    if (sent) setText('');
    textareaRef.current?.focus();
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={`${id}-reply`} className="sr-only">
        {label}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`${id}-reply`}
          ref={textareaRef}
          rows={2}
          value={text}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          maxLength={maxLength}
          className="max-h-40 min-h-12 flex-1 resize-none py-2.5"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            const action = replyKeyAction({
              key: event.key,
              shiftKey: event.shiftKey,
              isComposing: event.nativeEvent.isComposing,
            });
            if (action === 'send') {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" disabled={!sendable} className="h-12 shrink-0">
          <Send aria-hidden="true" />
          {pending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Press Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
