import { create } from 'zustand';
import type { LoginData } from '@marquee/contract';
import { storage } from '@/shared/storage/storage';

/** The logged user as the spec keeps it: null unknown, false logged out, an object logged in. */
export type SessionUser = LoginData | false | null;

interface SessionStore {
  user: SessionUser;
  /** Stores a confirmed user (after login or authorisation). */
  logIn: (user: LoginData) => void;
  /** Forgets the user on this device; the server is not told. */
  logOutLocally: () => void;
}

// A stored user is not trusted until the authorise call confirms it, so it starts unknown.
const initialUser = (): SessionUser => (storage.user.get() ? null : false);

export const useSessionStore = create<SessionStore>()((set) => ({
  user: initialUser(),
  logIn: (user) => {
    storage.user.set(user);
    set({ user });
  },
  logOutLocally: () => {
    storage.user.remove();
    set({ user: false });
  },
}));
