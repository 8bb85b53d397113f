import { ArrowDown } from 'lucide-react';

/** 'N new messages' over a conversation read further up: takes the reader to the newest. */
export function NewMessagesButton({ count, onClick }: { count: number; onClick: () => void }) {
  if (count <= 0) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-gold px-4 py-1.5 text-sm font-medium text-gold-foreground shadow-lg focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
    >
      <ArrowDown className="size-4" aria-hidden="true" />
      {count === 1 ? '1 new message' : `${count} new messages`}
    </button>
  );
}
