import { thenForget } from '../../../read-memo.js';
import type { ModuleContext, Provided, ServerModule } from '../../../server-module.js';
import type { MailOutbox } from '../mail/index.js';
import type { PaymentGateway } from '../payments/index.js';
import { registerAccountAreaRoutes } from './account-area-routes.js';
import { createAccountRepository } from './account-repository.js';
import { registerAccountRoutes } from './account-routes.js';
import { createAccountService } from './account-service.js';
import { createAttemptLimiter } from './attempt-limiter.js';
import { createAttemptRepository } from './attempt-repository.js';
import { createDeviceRepository, withSessionMemo } from './device-repository.js';
import { createEntitlements, type OwnedProfiles } from './entitlements.js';
import { createDeviceService } from './device-service.js';
import {
  createPasswordResetRepository,
  type PasswordResetRepository,
  type ResetTokenRow,
} from './password-reset-repository.js';
import { createPasswordResetService } from './password-reset-service.js';
import { createProfileService } from './profile-service.js';
import { createHouseholdService } from './household-service.js';
import { createLoginData } from './login-data.js';
import { createRequestCounterRepository } from './request-counter-repository.js';
import { createRequestLimiter } from './request-limiter.js';
import { createRegistrationRepository } from './registration-repository.js';
import { createRegistrationService } from './registration-service.js';
import { createSessionResolver } from './session.js';
import { registerStudioSubscriberRoutes } from './studio-subscriber-routes.js';
import { createStudioSubscriberService } from './studio-subscriber-service.js';
import { createSubscriberSearch } from './subscriber-search.js';
import {
  createSubscriptionRepository,
  type SubscriptionRepository,
} from './subscription-repository.js';
import { createSubscriptionService } from './subscription-service.js';
import { registerVisitorRoutes } from './visitor-routes.js';

export interface AccountModuleDeps {
  sessionIdleDays: number;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
  outbox: MailOutbox;
  gateway: PaymentGateway;
  appName: () => Promise<string>;
  /** Sends force-logout to the sockets of a device whose sessions ended. */
  forceLogout: (deviceId: number) => void;
  /** The profiles an account rented or bought (the rentals module's reader). */
  ownedProfiles: OwnedProfiles;
  /** The guard and audit log of the studio's subscriber calls (the operators module's). */
  studio: Provided['operators'];
}

/** Builds the account domain: repositories, services, the session resolver and the routes. */
type NewSubscription = Parameters<SubscriptionRepository['replaceSubscription']>[0];

export function createAccountModule(context: ModuleContext, options: AccountModuleDeps) {
  const { db, now, notices } = context;
  const { gateway, forceLogout } = options;
  const accounts = createAccountRepository(db);
  const devices = withSessionMemo(createDeviceRepository(db), now, notices);
  const entitlements = createEntitlements({
    accounts,
    ownedProfiles: options.ownedProfiles,
    now,
    notices,
  });
  const subscriptionRows = createSubscriptionRepository(db);
  // A new subscription period changes what the account may watch from its next call.
  const subscriptionRepository: SubscriptionRepository = {
    ...subscriptionRows,
    replaceSubscription: thenForget(
      (input: NewSubscription) => subscriptionRows.replaceSubscription(input),
      ({ accountId }) => entitlements.forget(accountId),
    ),
  };
  const limiter = createAttemptLimiter(createAttemptRepository(db), now);
  const requestLimiter = createRequestLimiter(createRequestCounterRepository(db), now);
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
    limiter: requestLimiter,
    registrations: createRegistrationRepository(db),
    subscriptions: subscriptionRepository,
    gateway,
    now,
  });
  const resetRows = createPasswordResetRepository(db);
  // A reset revokes the account's sessions in its own transaction: memoised ones go after it.
  const resets: PasswordResetRepository = {
    ...resetRows,
    resetPassword: thenForget(
      (token: ResetTokenRow, passwordHash: string, at: Date) =>
        resetRows.resetPassword(token, passwordHash, at),
      () => devices.forgetSessions(),
    ),
  };
  const passwordReset = createPasswordResetService({
    accounts,
    resets,
    limiter,
    requestLimiter,
    outbox: options.outbox,
    publicUrl: options.publicUrl,
    appName: options.appName,
    forceLogout,
    now,
    afterAnswer: context.afterAnswer,
  });
  const deviceService = createDeviceService({ devices, forceLogout, now });
  const profiles = createProfileService({
    accounts,
    limiter,
    now,
    forgetSessions: () => devices.forgetSessions(),
  });
  const household = createHouseholdService({
    accounts,
    devices,
    profiles,
    loginData: createLoginData({ accounts, devices, now }),
  });
  const studioSubscribers = createStudioSubscriberService({
    search: createSubscriberSearch(db),
    accounts,
    devices,
    deviceService,
    subscriptions: subscriptionRepository,
    passwordReset,
    audit: options.studio.audit,
    now,
  });

  return {
    accounts,
    subscriptions: subscriptionRepository,
    sessions,
    entitlements,
    /** Whether a device may still play: not removed, with a session not revoked. */
    deviceIsLive: (deviceId: number) => devices.isLive(deviceId),
    api: (calls) => {
      registerAccountRoutes(calls, account);
      registerVisitorRoutes(calls, { registration, passwordReset, subscriptions });
      registerAccountAreaRoutes(calls, {
        devices: deviceService,
        subscriptions,
        profiles,
        household,
      });
      registerStudioSubscriberRoutes(
        calls,
        studioSubscribers,
        options.studio.requireOperator('owner', 'support'),
      );
    },
  } satisfies ServerModule & Record<string, unknown>;
}
