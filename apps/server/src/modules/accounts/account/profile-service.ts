import {
  notice,
  type PinCheck,
  type Profile,
  type ProfileUpdate,
  type checkPinBodySchema,
  type createProfileBodySchema,
  type updateProfileBodySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Clock } from '../../../clock.js';
import { HttpError, notFound, sessionEnded, tooManyAttempts } from '../../../http/errors.js';
import { Answer } from '../../../http/route.js';
import { isSubscriptionActive, presentAccount, presentProfile } from './account-presenter.js';
import type { AccountRepository, ProfileChanges } from './account-repository.js';
import { PIN_CHECKS, type AttemptLimiter } from './attempt-limiter.js';
import type { SessionContext } from './session.js';
import { hashSecret, verifySecret } from './tokens.js';

export const MAX_PROFILES = 10;
const WRONG_PIN = {
  parental: notice('wrongParentalPin'),
  purchase: notice('wrongPurchasePin'),
} as const;

export const tooManyWrongPins = (seconds: number) =>
  tooManyAttempts(notice('tooManyWrongPins', { seconds }), seconds);

// The service works on bodies as the contract's schemas parsed them.
type UpdateInput = z.output<typeof updateProfileBodySchema>;
type CreateInput = z.output<typeof createProfileBodySchema>;
type CheckPinInput = z.output<typeof checkPinBodySchema>;

/** Profiles (PINs hashed, never returned) and the server-side PIN check. */
export function createProfileService(deps: {
  accounts: AccountRepository;
  limiter: AttemptLimiter;
  now: Clock;
}) {
  const { accounts, limiter, now } = deps;

  return {
    async update(session: SessionContext, input: UpdateInput): Promise<ProfileUpdate> {
      const profile = await accounts.findOwnProfile(
        session.accountId,
        input.id ?? session.profileId,
      );
      if (!profile) throw notFound(notice('profileNotFound'));
      const changes: ProfileChanges = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.sex !== undefined && { sex: input.sex }),
        ...(input.age !== undefined && { age: input.age }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.pin !== undefined && { pinHash: await hashSecret(input.pin) }),
      };
      if (input.purchase_pin !== undefined) {
        await accounts.setPurchasePinHash(session.accountId, await hashSecret(input.purchase_pin));
      }
      const [updated, account, subscription] = await Promise.all([
        accounts.updateProfile(profile.id, changes),
        accounts.findById(session.accountId),
        accounts.latestSubscription(session.accountId),
      ]);
      if (!updated || !account) throw sessionEnded();
      return {
        profile: presentProfile(updated),
        account: presentAccount(account, !isSubscriptionActive(subscription, now())),
      };
    },

    async create(session: SessionContext, input: CreateInput): Promise<Profile> {
      if ((await accounts.countProfiles(session.accountId)) >= MAX_PROFILES) {
        throw new HttpError(409, notice('tooManyProfiles', { max: MAX_PROFILES }));
      }
      const main = await accounts.defaultProfile(session.accountId);
      const created = await accounts.createProfile({
        accountId: session.accountId,
        name: input.name,
        firstName: input.first_name ?? main?.firstName ?? input.name,
        lastName: input.last_name ?? main?.lastName ?? '',
        sex: input.sex,
        age: input.age ?? null,
        language: input.language ?? main?.language ?? 'en',
        pinHash: input.pin === undefined ? null : await hashSecret(input.pin),
        isDefault: false,
      });
      return presentProfile(created);
    },

    /**
     * Compares with the session profile's parental PIN or the account's purchase PIN. A wrong
     * PIN answers `ok: false` with the spec's text; after 5 wrong ones the account waits.
     */
    async checkPin(session: SessionContext, input: CheckPinInput): Promise<Answer<PinCheck>> {
      const key = `${session.accountId}:${input.type}`;
      const wait = await limiter.secondsToWait('pin', key);
      if (wait > 0) throw tooManyWrongPins(wait);
      const hashed =
        input.type === 'parental'
          ? (await accounts.findProfile(session.profileId))?.pinHash
          : (await accounts.findById(session.accountId))?.purchasePinHash;
      if (!hashed) {
        throw new HttpError(
          409,
          notice(input.type === 'parental' ? 'noParentalPin' : 'noPurchasePin'),
        );
      }
      if (await verifySecret(hashed, input.pin)) {
        await limiter.reset('pin', key);
        return new Answer({ ok: true }, notice('pinAccepted'));
      }
      await limiter.fail('pin', key, PIN_CHECKS);
      return new Answer({ ok: false }, WRONG_PIN[input.type]);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
