/**
 * The profile "Who's watching?" starts on: the one chosen last on this device when the account
 * still has it, else the session's, else the first.
 */
export function preselectedProfile(
  profiles: readonly { id: number }[],
  lastOnDevice: number | null,
  sessions: number | null,
): number | null {
  const held = (id: number | null) => id !== null && profiles.some((profile) => profile.id === id);
  if (held(lastOnDevice)) return lastOnDevice;
  if (held(sessions)) return sessions;
  return profiles[0]?.id ?? null;
}

/** "Who's watching?" comes after login when the account has this many profiles or more. */
export const CHOOSER_FROM_PROFILES = 2;
