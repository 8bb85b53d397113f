import { randomUUID } from 'node:crypto';

/**
 * Card payments go through a provider. Completion is the provider's word, never the client's: the
 * `sandbox` provider (the default) confirms on the server; a Stripe provider would confirm from its
 * webhook. Providers implement this interface and are chosen in one place (app.ts).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens a payment with the provider; answers the provider's id for it. */
  createIntent(payment: { id: number; amount: number; currency: string }): Promise<{ intentId: string }>;
  /** Asks the provider whether the payment went through. */
  confirm(intentId: string): Promise<'completed' | 'failed'>;
}

/** Accepts every payment: for trying the product and for tests. No money moves. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async createIntent(): Promise<{ intentId: string }> {
    return { intentId: `sandbox_${randomUUID()}` };
  }

  async confirm(intentId: string): Promise<'completed' | 'failed'> {
    return intentId.startsWith('sandbox_') ? 'completed' : 'failed';
  }
}
