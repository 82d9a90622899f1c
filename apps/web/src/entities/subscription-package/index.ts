export {
  SUBSCRIPTION_PACKAGES_STALE_MS,
  getSubscriptionPackages,
  subscriptionPackagesQueryOptions,
  useSubscriptionPackages,
} from './api/get-subscription-packages';
export { subscriptionPackageKeys } from './api/subscription-package-keys';
