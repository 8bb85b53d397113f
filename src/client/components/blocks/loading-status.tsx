import type { ReactNode } from 'react';

/**
 * A placeholder while something loads: a polite status region that screen readers hear as `label`; the
 * shapes inside (skeletons) are only the picture.
 */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
