import {
  Status,
  notice,
  noticeText,
  type Card,
  type LanguageCode,
  type PlainNotice,
  type RegistrationDetails,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { DAY } from '../../../clock.js';
import { HttpError, tooManyAttempts } from '../../../http/errors.js';
import { paidPayment, type PaymentGateway } from '../payments/index.js';
import type { AccountRepository } from './account-repository.js';
import { isUniqueViolation, type RegistrationRepository } from './registration-repository.js';
import {
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_EMAIL,
  minutesOf,
  type RequestLimiter,
} from './request-limiter.js';
import type { SubscriptionRepository } from './subscription-repository.js';
import { unknownPackage } from './subscription-service.js';
import { hashSecret } from './tokens.js';

type RegistrationInput = RegistrationDetails & Card & { subscription_id: number };

/** A taken e-mail: the form shows the first e-mail error (spec: access §8). */
const alreadyDeclared = () =>
  new HttpError(409, notice('alreadyDeclared'), Status.failure, {
    email: [noticeText(notice('alreadyDeclared'))],
  });

/** A declined card: nothing was created; the reason goes above the card fields. */
export const paymentDeclined = (reason: PlainNotice) =>
  new HttpError(402, reason, Status.failure, { card_number: [noticeText(reason)] });

export interface RegistrationServiceDeps {
  accounts: AccountRepository;
  limiter: RequestLimiter;
  registrations: RegistrationRepository;
  subscriptions: SubscriptionRepository;
  gateway: PaymentGateway;
  now: Clock;
}

/**
 * A visitor becomes a subscriber: the card is charged first, then account, profile,
 * subscription, saved card and payment are written in one transaction. A declined card
 * writes nothing; a failed write gives the charge back.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { accounts, limiter, registrations, subscriptions, gateway, now } = deps;

  return {
    /** `address` is the client's IP address, counted like the e-mail against its own limit. */
    async register(
      input: RegistrationInput,
      language: LanguageCode,
      address: string,
    ): Promise<void> {
      // One spelling per address: e-mail is matched without case everywhere.
      const email = input.email.toLowerCase();
      // Counted before the e-mail is looked up, so the limit says nothing about accounts.
      const wait = await limiter.count([
        { scope: 'registration-email', key: email, policy: REGISTRATIONS_PER_EMAIL },
        { scope: 'registration-address', key: address, policy: REGISTRATIONS_PER_ADDRESS },
      ]);
      if (wait > 0) {
        throw tooManyAttempts(notice('tooManyRegistrations', { minutes: minutesOf(wait) }), wait);
      }
      // The spec's registration has no username: the e-mail serves as one.
      const username = email;
      if (await accounts.isEmailOrUsernameTaken(email, username)) throw alreadyDeclared();
      const pkg = await subscriptions.findPackage(input.subscription_id);
      if (!pkg) throw unknownPackage();

      // Hashed before the charge, so nothing slow or fallible sits between charge and write.
      const [passwordHash, pinHash, purchasePinHash] = await Promise.all([
        hashSecret(input.password),
        hashSecret(input.pin),
        hashSecret(input.purchase_pin),
      ]);
      const charge = {
        amountCents: pkg.priceCents,
        currencyCode: pkg.currencyCode,
        description: `${pkg.name} subscription`,
      };
      const result = await gateway.chargeCard(
        {
          number: input.card_number,
          expiryMonth: input.card_expiry_month,
          expiryYear: input.card_expiry_year,
          cvv: input.card_cvv,
          holderName: `${input.card_first_name} ${input.card_last_name}`,
        },
        charge,
      );
      if (!result.approved) throw paymentDeclined(result.reason);

      const at = now();
      try {
        await registrations.createSubscriber({
          account: { email, username, passwordHash, purchasePinHash },
          profile: {
            name: input.first_name,
            firstName: input.first_name,
            lastName: input.last_name,
            sex: input.sex,
            age: input.age,
            pinHash,
            isDefault: true,
            language,
          },
          subscription: {
            packageId: pkg.id,
            startsAt: at,
            expiresAt: new Date(at.getTime() + pkg.periodDays * DAY),
          },
          card: { gatewayRef: result.card.ref, brand: result.card.brand, last4: result.card.last4 },
          payment: paidPayment(pkg.id, charge, result, at),
        });
      } catch (error) {
        await gateway.refund(result.chargeId);
        // Two registrations of one address at once: the later one loses here.
        if (isUniqueViolation(error)) throw alreadyDeclared();
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
