import type { FastifyInstance } from 'fastify';
import { api, notice } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { DeviceService } from './device-service.js';
import type { ProfileService } from './profile-service.js';
import type { SubscriptionService } from './subscription-service.js';

/** The account area of a logged-in subscriber: devices, subscription, payments, profiles, PINs. */
export function registerAccountAreaRoutes(
  app: FastifyInstance,
  services: {
    devices: DeviceService;
    subscriptions: SubscriptionService;
    profiles: ProfileService;
  },
  validateResponse: boolean,
): void {
  const { devices, subscriptions, profiles } = services;

  registerCall(app, api.account.devices, { validateResponse }, ({ session }) =>
    devices.list(session),
  );

  registerCall(
    app,
    api.account.removeDevice,
    { validateResponse, message: notice('deviceRemoved') },
    async ({ body, session }) => {
      await devices.remove(session, body.id);
      return null;
    },
  );

  registerCall(
    app,
    api.account.updateSubscription,
    { validateResponse, message: notice('subscribed') },
    ({ body, session }) => subscriptions.change(session, body.subscription_id),
  );

  registerCall(app, api.account.checkSubscription, { validateResponse }, ({ session }) =>
    subscriptions.check(session),
  );

  registerCall(app, api.account.paymentHistory, { validateResponse }, ({ query, session }) =>
    subscriptions.paymentHistory(session, query.page, query.limit),
  );

  registerCall(
    app,
    api.account.updateProfile,
    { validateResponse, message: notice('profileUpdated') },
    ({ body, session }) => profiles.update(session, body),
  );

  registerCall(
    app,
    api.account.createProfile,
    { validateResponse, message: notice('profileCreated') },
    ({ body, session }) => profiles.create(session, body),
  );

  registerCall(app, api.account.checkPin, { validateResponse }, ({ body, session }) =>
    profiles.checkPin(session, body),
  );
}
