import { isTextEntry } from './spatial-navigation';

const BACK_KEYS = new Set(['BrowserBack', 'GoBack', 'XF86Back']);
// TV remotes whose Back reports no key name: LG webOS (461) and Samsung Tizen (10009).
const BACK_KEY_CODES = new Set([461, 10009]);

/**
 * Whether a key press means Back: the browser's and remotes' Back keys, and Backspace outside
 * a field where it deletes text. (Escape is Back too, but components may take it first.)
 */
export function isBackKey(event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'target'>): boolean {
  if (BACK_KEYS.has(event.key) || BACK_KEY_CODES.has(event.keyCode)) return true;
  return event.key === 'Backspace' && !isTextEntry(event.target);
}
