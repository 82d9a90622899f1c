import { useState } from 'react';

/** How a copy to the clipboard went, for a status line beside its button. */
export type CopyState = 'idle' | 'copied' | 'failed';

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
