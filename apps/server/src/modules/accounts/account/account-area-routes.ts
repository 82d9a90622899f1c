import { api, notice } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { DeviceService } from './device-service.js';
import type { HouseholdService } from './household-service.js';
import type { ProfileService } from './profile-service.js';
import type { SubscriptionService } from './subscription-service.js';

/**
 * The account area of a logged-in subscriber: devices, subscription, payments, profiles and
 * switching between them, PINs.
 */
export function registerAccountAreaRoutes(
  calls: CallRegistrar,
  services: {
    devices: DeviceService;
    subscriptions: SubscriptionService;
    profiles: ProfileService;
    household: HouseholdService;
  },
): void {
  const { devices, subscriptions, profiles, household } = services;

  calls.call(api.account.devices, {}, ({ session }) => devices.list(session));

  calls.call(
    api.account.removeDevice,
    { message: notice('deviceRemoved') },
    async ({ body, session }) => {
      await devices.remove(session.accountId, body.id);
      return null;
    },
  );

  calls.call(
    api.account.updateSubscription,
    { message: notice('subscribed') },
    ({ body, session }) => subscriptions.change(session, body.subscription_id),
  );

  calls.call(api.account.checkSubscription, {}, ({ session }) => subscriptions.check(session));

  calls.call(api.account.paymentHistory, {}, ({ query, session }) =>
    subscriptions.paymentHistory(session, query.page, query.limit),
  );

  calls.call(
    api.account.updateProfile,
    { message: notice('profileUpdated') },
    ({ body, session }) => profiles.update(session, body),
  );

  calls.call(
    api.account.createProfile,
    { message: notice('profileCreated') },
    ({ body, session }) => profiles.create(session, body),
  );

  calls.call(api.account.profiles, {}, ({ session }) => household.list(session));
  calls.call(api.account.switchProfile, {}, ({ body, session }) =>
    household.switchTo(session, body),
  );
  calls.call(api.account.deleteProfile, {}, ({ body, session }) =>
    household.remove(session, body.profile_id),
  );

  calls.call(api.account.checkPin, {}, ({ body, session }) => profiles.checkPin(session, body));
}
