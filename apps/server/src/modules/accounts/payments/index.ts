import { declareModule } from '../../../server-module.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

export {
  paidPayment,
  type CardDetails,
  type Charge,
  type ChargeResult,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway.js';
export {
  createRefundOutbox,
  queueRefund,
  type RefundLog,
  type RefundOutbox,
} from './refund-outbox.js';
export { createRefundRetrier } from './refund-retrier.js';
export { createSandboxGateway } from './sandbox-gateway.js';

declare module '../../../server-module.js' {
  interface ModuleSettings {
    /** The card processor; the sandbox unless told. */
    paymentGateway?: PaymentGateway;
  }
  interface Provided {
    payments: { gateway: PaymentGateway };
  }
}

/** The card processor subscriptions and rentals charge. */
export const paymentsModule = declareModule({
  name: 'payments',
  build: ({ settings }) => ({
    provides: { gateway: settings.paymentGateway ?? createSandboxGateway() },
  }),
});
