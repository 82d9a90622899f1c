export { createAccountModule, type AccountModuleDeps } from './account-module.js';
export type { AccountRepository } from './account-repository.js';
export { DEFAULT_CURRENCY } from './account-service.js';
export {
  subscriptionOnly,
  type Entitlements,
  type EntitlementsOf,
  type OwnedProfiles,
} from './entitlements.js';
export type { SessionContext } from './session.js';
export type { NewPayment, SubscriptionRepository } from './subscription-repository.js';
export { hashSecret } from './tokens.js';
