import { PAYMENT_RISK_NOTICE, paymentRisks } from '@shared/domain/payment-risk.ts';
import { TriangleAlert } from 'lucide-react';

/** The in-thread warning under a message that asks to pay off the platform or carries bank details. */
export function PaymentRiskNotice({ message }: { message: string }) {
  if (paymentRisks(message).length === 0) return null;
  return (
    <p
      role="note"
      data-testid="payment-risk-notice"
      className="flex max-w-full items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-xs leading-relaxed text-foreground"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      {PAYMENT_RISK_NOTICE}
    </p>
  );
}
