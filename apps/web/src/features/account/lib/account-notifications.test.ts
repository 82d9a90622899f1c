import { describe, expect, it } from 'vitest';
import { api } from '@marquee/contract';
import { accountNotificationFor } from './account-notifications';

describe('accountNotificationFor', () => {
  it('shows the message of an OK account call as a success', () => {
    expect(
      accountNotificationFor({
        status: 1,
        message: 'Profile saved',
        endpoint: api.account.updateProfile,
      }),
    ).toEqual({ kind: 'success', message: 'Profile saved' });
  });

  it('shows the message of a failed account call as an error', () => {
    expect(
      accountNotificationFor({
        status: 0,
        message: 'Not yours',
        endpoint: api.account.removeDevice,
      }),
    ).toEqual({ kind: 'error', message: 'Not yours' });
  });

  it('says nothing without a message, for session statuses or for other calls', () => {
    expect(
      accountNotificationFor({
        status: 1,
        message: undefined,
        endpoint: api.account.updateProfile,
      }),
    ).toBeNull();
    expect(
      accountNotificationFor({ status: 2, message: 'Ended', endpoint: api.account.updateProfile }),
    ).toBeNull();
    expect(accountNotificationFor({ status: 1, message: 'OK', endpoint: api.vod.list })).toBeNull();
  });

  it('leaves subscription changes and new profiles to their own notices', () => {
    expect(
      accountNotificationFor({
        status: 1,
        message: 'Done',
        endpoint: api.account.updateSubscription,
      }),
    ).toBeNull();
    expect(
      accountNotificationFor({ status: 0, message: 'No', endpoint: api.account.createProfile }),
    ).toBeNull();
  });
});
