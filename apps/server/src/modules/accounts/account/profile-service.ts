import {
  DEFAULT_MATURITY_CEILING,
  MAX_PROFILES,
  notice,
  type PinCheck,
  type PinType,
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

const WRONG_PIN = {
  parental: notice('wrongParentalPin'),
  purchase: notice('wrongPurchasePin'),
} as const;

export const tooManyWrongPins = (seconds: number) =>
  tooManyAttempts(notice('tooManyWrongPins', { seconds }), seconds);

/** A kids profile may not change the household: what it may still change of its own. */
const KIDS_MAY_CHANGE = new Set(['id', 'name', 'avatar', 'language', 'auto_remove_watched']);
export const kidsProfileLocked = () => new HttpError(403, notice('kidsProfileLocked'));

/** The household fields of a create or update body, as column changes. */
function householdChanges(input: UpdateInput | CreateInput): ProfileChanges {
  return {
    ...(input.avatar !== undefined && { avatar: input.avatar }),
    ...(input.is_kids !== undefined && { isKids: input.is_kids }),
    ...(input.maturity_ceiling !== undefined && { maturityCeiling: input.maturity_ceiling }),
    ...(input.auto_remove_watched !== undefined && {
      autoRemoveWatched: input.auto_remove_watched,
    }),
  };
}

// The service works on bodies as the contract's schemas parsed them.
type UpdateInput = z.output<typeof updateProfileBodySchema>;
type CreateInput = z.output<typeof createProfileBodySchema>;
type CheckPinInput = z.output<typeof checkPinBodySchema>;

/** Profiles (PINs hashed, never returned) and the server-side PIN check. */
export function createProfileService(deps: {
  accounts: AccountRepository;
  limiter: AttemptLimiter;
  now: Clock;
  /** Forgets memoised sessions: a profile's kids ceiling is part of its sessions. */
  forgetSessions: () => void;
}) {
  const { accounts, limiter, now, forgetSessions } = deps;

  /**
   * Whether `pin` is the PIN `hashed`, counted per account and PIN type: after 5 wrong ones
   * the account waits, whichever call they came through (a PIN check, a profile switch).
   */
  async function pinMatches(accountId: number, type: PinType, hashed: string, pin: string) {
    const key = `${accountId}:${type}`;
    const wait = await limiter.secondsToWait('pin', key);
    if (wait > 0) throw tooManyWrongPins(wait);
    if (await verifySecret(hashed, pin)) {
      await limiter.reset('pin', key);
      return true;
    }
    await limiter.fail('pin', key, PIN_CHECKS);
    return false;
  }

  return {
    pinMatches,

    async update(session: SessionContext, input: UpdateInput): Promise<ProfileUpdate> {
      const profileId = input.id ?? session.profileId;
      if (session.maturityCeiling !== null) {
        const others = Object.keys(input).some((field) => !KIDS_MAY_CHANGE.has(field));
        if (others || profileId !== session.profileId) throw kidsProfileLocked();
      }
      const profile = await accounts.findOwnProfile(session.accountId, profileId);
      if (!profile) throw notFound(notice('profileNotFound'));
      const changes: ProfileChanges = {
        ...householdChanges(input),
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
      if (changes.isKids !== undefined || changes.maturityCeiling !== undefined) forgetSessions();
      return {
        profile: presentProfile(updated),
        account: presentAccount(account, !isSubscriptionActive(subscription, now())),
      };
    },

    async create(session: SessionContext, input: CreateInput): Promise<Profile> {
      if (session.maturityCeiling !== null) throw kidsProfileLocked();
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
        ...householdChanges(input),
        ...(input.is_kids && {
          maturityCeiling: input.maturity_ceiling ?? DEFAULT_MATURITY_CEILING,
        }),
      });
      return presentProfile(created);
    },

    /**
     * Compares with the session profile's parental PIN or the account's purchase PIN. A wrong
     * PIN answers `ok: false` with the spec's text; after 5 wrong ones the account waits.
     */
    async checkPin(session: SessionContext, input: CheckPinInput): Promise<Answer<PinCheck>> {
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
      if (await pinMatches(session.accountId, input.type, hashed, input.pin)) {
        return new Answer({ ok: true }, notice('pinAccepted'));
      }
      return new Answer({ ok: false }, WRONG_PIN[input.type]);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
