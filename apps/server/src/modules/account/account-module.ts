import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { registerAccountAreaRoutes } from './account-area-routes.js';
import { createAccountRepository } from './account-repository.js';
import { registerAccountRoutes } from './account-routes.js';
import { createAccountService } from './account-service.js';
import { createAttemptLimiter } from './attempt-limiter.js';
import { createAttemptRepository } from './attempt-repository.js';
import { createDeviceRepository } from './device-repository.js';
import { createDeviceService } from './device-service.js';
import { createPasswordResetRepository } from './password-reset-repository.js';
import { createPasswordResetService } from './password-reset-service.js';
import { createProfileService } from './profile-service.js';
import { createRegistrationRepository } from './registration-repository.js';
import { createRegistrationService } from './registration-service.js';
import { createSessionResolver } from './session.js';
import { createSubscriptionRepository } from './subscription-repository.js';
import { createSubscriptionService } from './subscription-service.js';
import { registerVisitorRoutes } from './visitor-routes.js';

export interface AccountModuleOptions {
  db: Db;
  now: Clock;
  sessionIdleDays: number;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
  outbox: MailOutbox;
  gateway: PaymentGateway;
  appName: () => Promise<string>;
  /** Sends force-logout to the sockets of a device whose sessions ended. */
  forceLogout: (deviceId: number) => void;
}

/** Builds the account domain: repositories, services, the session resolver and the routes. */
export function createAccountModule(options: AccountModuleOptions) {
  const { db, now, gateway, forceLogout } = options;
  const accounts = createAccountRepository(db);
  const devices = createDeviceRepository(db);
  const subscriptionRepository = createSubscriptionRepository(db);
  const limiter = createAttemptLimiter(createAttemptRepository(db), now);
  const sessions = createSessionResolver(devices, { now, idleDays: options.sessionIdleDays });

  const account = createAccountService({ accounts, devices, limiter, now });
  const subscriptions = createSubscriptionService({
    accounts,
    devices,
    subscriptions: subscriptionRepository,
    gateway,
    now,
  });
  const registration = createRegistrationService({
    accounts,
    registrations: createRegistrationRepository(db),
    subscriptions: subscriptionRepository,
    gateway,
    now,
  });
  const passwordReset = createPasswordResetService({
    accounts,
    devices,
    resets: createPasswordResetRepository(db),
    limiter,
    outbox: options.outbox,
    publicUrl: options.publicUrl,
    appName: options.appName,
    forceLogout,
    now,
  });
  const deviceService = createDeviceService({ devices, forceLogout, now });
  const profiles = createProfileService({ accounts, limiter, now });

  return {
    accounts,
    sessions,
    registerRoutes(app: FastifyInstance, validateResponse: boolean): void {
      registerAccountRoutes(app, account, validateResponse);
      registerVisitorRoutes(app, { registration, passwordReset, subscriptions }, validateResponse);
      registerAccountAreaRoutes(
        app,
        { devices: deviceService, subscriptions, profiles },
        validateResponse,
      );
    },
  };
}
