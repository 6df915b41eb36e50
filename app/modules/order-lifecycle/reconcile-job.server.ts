/**
 * Runs payment reconciliation in the background of every app process. Runs never overlap
 * within a process, and settling is safe to repeat across processes (row locks).
 */
import type { AppServices } from '../../context.ts';
import { reconcilePayments } from './settle.server.ts';

const DEFAULT_INTERVAL_MS = 60_000;

export function orderLinks(services: Pick<AppServices, 'publicUrl' | 'config'>) {
  return {
    origin: services.publicUrl,
    storeOrdersEmail: services.config.storeOrdersEmail,
    invoiceSecret: services.config.sessionSecret,
    reviewRequestAfterDays: services.config.reviewRequestAfterDays,
  };
}

export function startReconciliation(
  services: AppServices,
  intervalMs = DEFAULT_INTERVAL_MS,
): { stop(): void } {
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(services.database.db, services.payments, orderLinks(services))
      .then(({ settled, refunded, errors }) => {
        if (settled || refunded) services.logger.info({ settled, refunded }, 'payments reconciled');
        if (errors.length)
          services.logger.warn({ errors }, 'the gateway could not answer for some orders');
      })
      .catch((error: unknown) =>
        services.logger.warn({ err: error }, 'payment reconciliation failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
