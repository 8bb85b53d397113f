import { cn } from '@client/lib/cn.ts';
import { AlertCircle, CheckCircle2 } from 'lucide-react';

/** The outcome of a form: a refusal (announced at once) or a success (announced politely). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-md border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-destructive/50 bg-destructive/10 text-destructive'
          : 'border-success/40 bg-success/10 text-success',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
