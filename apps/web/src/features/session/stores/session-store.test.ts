import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { sessionKnown, useSessionStore } from './session-store';

describe('sessionKnown', () => {
  it('settles at once when the login state is known', async () => {
    useSessionStore.setState({ user: false });
    await expect(sessionKnown()).resolves.toBeUndefined();
  });

  it('settles once an unknown login state becomes known', async () => {
    useSessionStore.setState({ user: null });
    let settled = false;
    void sessionKnown().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    useSessionStore.getState().logIn(makeUser());
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
