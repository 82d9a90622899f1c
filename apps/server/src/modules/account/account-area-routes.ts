import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import { DEVICE_REMOVED, type DeviceService } from './device-service.js';
import { ProfileMessage, type ProfileService } from './profile-service.js';
import { SUBSCRIBED, type SubscriptionService } from './subscription-service.js';

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
    { validateResponse, message: DEVICE_REMOVED },
    async ({ body, session }) => {
      await devices.remove(session, body.id);
      return null;
    },
  );

  registerCall(
    app,
    api.account.updateSubscription,
    { validateResponse, message: SUBSCRIBED },
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
    { validateResponse, message: ProfileMessage.updated },
    ({ body, session }) => profiles.update(session, body),
  );

  registerCall(
    app,
    api.account.createProfile,
    { validateResponse, message: ProfileMessage.created },
    ({ body, session }) => profiles.create(session, body),
  );

  registerCall(app, api.account.checkPin, { validateResponse }, ({ body, session }) =>
    profiles.checkPin(session, body),
  );
}
