import { notice, type LoginData, type Profile } from '@marquee/contract';
import { HttpError, notFound } from '../../../http/errors.js';
import { Answer } from '../../../http/route.js';
import { presentProfile } from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { MemoisedDeviceRepository } from './device-repository.js';
import type { LoginDataOf } from './login-data.js';
import { kidsProfileLocked, type ProfileService } from './profile-service.js';
import type { SessionContext } from './session.js';

/**
 * A household on one subscription: its profiles, switching the session between them (a
 * locked profile asks its parental PIN) and deleting one.
 */
export function createHouseholdService(deps: {
  accounts: AccountRepository;
  devices: Pick<MemoisedDeviceRepository, 'setSessionProfile' | 'forgetSessions'>;
  profiles: Pick<ProfileService, 'pinMatches'>;
  loginData: LoginDataOf;
}) {
  const { accounts, devices, profiles, loginData } = deps;

  async function ownProfile(session: SessionContext, id: number) {
    const profile = await accounts.findOwnProfile(session.accountId, id);
    if (!profile) throw notFound(notice('profileNotFound'));
    return profile;
  }

  return {
    async list(session: SessionContext): Promise<Profile[]> {
      return (await accounts.listProfiles(session.accountId)).map(presentProfile);
    },

    /**
     * Makes the profile the session's, from the next call on; answers the logged user as login
     * does. A profile with a parental PIN needs it, unless the session already is that profile.
     */
    async switchTo(
      session: SessionContext,
      input: { profile_id: number; pin?: string | undefined },
    ): Promise<Answer<LoginData>> {
      const profile = await ownProfile(session, input.profile_id);
      if (profile.pinHash && profile.id !== session.profileId) {
        if (input.pin === undefined) throw new HttpError(403, notice('profilePinRequired'));
        if (
          !(await profiles.pinMatches(session.accountId, 'parental', profile.pinHash, input.pin))
        ) {
          throw new HttpError(403, notice('wrongParentalPin'));
        }
      }
      if (profile.id !== session.profileId) {
        await devices.setSessionProfile(session.sessionId, profile.id);
      }
      const { token, accountId, deviceId } = session;
      return new Answer(
        await loginData(token, accountId, deviceId, profile.id),
        notice('profileSwitched', { name: profile.name }),
      );
    },

    /**
     * Deletes a profile and what it kept (positions, ratings, favourites, reminders, My List);
     * never the account's last one, and never from a kids profile. Sessions on it move to the
     * default profile (or the next one, when it was the default). Answers the profiles left.
     */
    async remove(session: SessionContext, profileId: number): Promise<Answer<Profile[]>> {
      if (session.maturityCeiling !== null) throw kidsProfileLocked();
      await ownProfile(session, profileId);
      const household = await accounts.listProfiles(session.accountId);
      const heir = household.find((profile) => profile.id !== profileId);
      if (!heir) throw new HttpError(409, notice('lastProfileKept'));
      await accounts.deleteProfile(profileId, heir.id);
      devices.forgetSessions();
      const left = await accounts.listProfiles(session.accountId);
      return new Answer(left.map(presentProfile), notice('profileDeleted'));
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
