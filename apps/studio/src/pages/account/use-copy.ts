import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and tells how that went, for a status line beside the button. */
export function useCopy(): { state: CopyState; copy: (text: string) => void } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}

/** A base32 secret in groups of 4, as people type it into an authenticator app. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';
