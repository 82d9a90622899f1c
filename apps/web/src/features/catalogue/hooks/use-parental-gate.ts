import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ParentalRating } from '@marquee/contract';
import { TRAILER_PARAM, readTrailerState } from '@/shared/lib/play-navigation';

interface GatedItem {
  parental_rating: ParentalRating | null;
}

/**
 * The parental PIN gate of a details page (catalogue §4): a title that requires the PIN stays
 * locked until it is entered, unless navigation state says it already was. Unlocking records
 * `pinEntered: true` in the current history entry, so Back, the player and trailers know.
 */
export function useParentalGate(item: GatedItem | null | undefined, pinEnteredInState: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const required = item?.parental_rating?.require_pin === true;
  const { pathname, search, hash } = location;
  const state: unknown = location.state;

  const unlock = useCallback(() => {
    const current = typeof state === 'object' && state !== null ? state : {};
    void navigate(
      { pathname, search, hash },
      { replace: true, state: { ...current, pinEntered: true } },
    );
  }, [navigate, pathname, search, hash, state]);

  // A trailer opened on this page asks for the PIN itself, with no cancel (access §4, Trailer
  // player), and records it here once entered: the page waits for it instead of asking twice.
  const trailerAsks =
    new URLSearchParams(search).has(TRAILER_PARAM) && readTrailerState(state) !== null;

  return {
    locked: required && !pinEnteredInState,
    promptHere: !trailerAsks,
    pinEntered: pinEnteredInState,
    unlock,
  };
}
