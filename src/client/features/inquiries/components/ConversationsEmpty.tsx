import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The empty state of a conversation list: an icon, a title, a line of text and an optional action. */
export function ConversationsEmpty({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border-strong bg-surface/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
        <Icon className="size-5 text-gold" aria-hidden="true" />
      </span>
      <h3 className="font-display text-2xl text-foreground">{title}</h3>
      <p className="max-w-md text-sm leading-relaxed text-muted-foreground">{children}</p>
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

/** A failed load, with a way to try again. */
export function ConversationsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
    >
      <p className="text-sm text-foreground">Conversations could not be loaded.</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="cursor-pointer text-sm text-gold underline-offset-4 hover:underline disabled:opacity-50"
      >
        {retrying ? 'Retrying...' : 'Try again'}
      </button>
    </div>
  );
}
