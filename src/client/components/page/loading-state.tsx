import { Spinner } from '@client/components/ui/spinner.tsx';

/** A centred spinner with the spec's 'Loading...' text, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4"
    >
      <Spinner className="size-8" />
      <p className="text-sm tracking-wide text-muted-foreground">{label}</p>
    </div>
  );
}
