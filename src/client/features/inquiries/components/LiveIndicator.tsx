import { useRealtimeStatus } from '@client/features/realtime/index.ts';
import { cn } from '@client/lib/cn.ts';

/** Whether new messages arrive by themselves right now ('Live') or are being reconnected. */
export function LiveIndicator({ className }: { className?: string }) {
  const status = useRealtimeStatus();
  if (status === 'idle') return null;
  const live = status === 'open';
  const text = live ? 'Live' : status === 'unsupported' ? 'Auto-refresh' : 'Connecting...';
  return (
    <span
      role="status"
      data-testid="live-indicator"
      data-state={status}
      title={
        live ? 'New messages appear as they arrive' : 'Reconnecting; messages refresh regularly meanwhile'
      }
      className={cn('inline-flex items-center gap-2 text-xs tracking-wide text-muted-foreground', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          live ? 'bg-success shadow-[0_0_0_3px] shadow-success/20' : 'bg-gold-muted',
        )}
      />
      {text}
    </span>
  );
}
