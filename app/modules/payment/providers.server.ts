/**
 * The process's payment gateway: Razorpay when its keys are set (or PAYMENT_PROVIDER says
 * so), else the offline sandbox.
 */
import type { Config } from '../../../config/env.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.server.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.server.ts';

export function createPaymentProvider(config: Config, db: DbOrTx): PaymentProvider {
  const { payment } = config;
  if (payment.provider === 'razorpay' && payment.keyId && payment.keySecret) {
    return createRazorpayProvider({
      keyId: payment.keyId,
      keySecret: payment.keySecret,
      webhookSecret: payment.webhookSecret,
      ...(payment.apiBase ? { apiBase: payment.apiBase } : {}),
    });
  }
  return createSandboxGateway(db, config.sessionSecret);
}

export function isSandbox(provider: PaymentProvider): provider is SandboxGateway {
  return provider.name === 'sandbox';
}
