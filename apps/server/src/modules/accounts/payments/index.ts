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
