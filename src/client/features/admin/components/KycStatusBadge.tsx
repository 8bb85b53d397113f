import { Badge } from '@client/components/ui/badge.tsx';
import { cn } from '@client/lib/cn.ts';
import { KYC_STATUS_TONES, kycStatusLabel } from '../format.ts';

/** KYC status in the spec's colours (section 4): yellow, blue, green, red, orange. */
export function KycStatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge className={cn(KYC_STATUS_TONES[status], className)}>{kycStatusLabel(status)}</Badge>;
}
