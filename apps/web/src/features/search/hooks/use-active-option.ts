import { useState } from 'react';

/** The highlighted option of a listbox driven from its input (arrow keys wrap around). */
export function useActiveOption(count: number) {
  const [stored, setStored] = useState(-1);
  // Fewer options than before (new results) drop a highlight that no longer exists.
  const active = stored < count ? stored : -1;
  const move = (step: 1 | -1) => {
    if (count === 0) return;
    if (active === -1) setStored(step === 1 ? 0 : count - 1);
    else setStored((active + step + count) % count);
  };
  const reset = () => setStored(-1);
  return { active, move, reset };
}
