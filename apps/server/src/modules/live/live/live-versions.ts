// Live TV's change counters (db/change-counter.ts). Every server keeps in memory what it has read
// of the line-up (shared-channel-pages.ts) and of the guide (guide-blocks.ts), and forgets it once
// the counter has grown. Whatever writes channels, their categories or their links (the seed,
// the channels import) bumps the line-up's in the same transaction; whatever writes programmes
// (the guide import, the demo guide's daily extension) bumps the guide's.
import { createChangeCounter } from '../../../db/change-counter.js';

export const lineUpVersion = createChangeCounter('line_up_version');

export const guideVersion = createChangeCounter('guide_version');

/** Marks the line-up as changed; call it in the transaction that writes channels. */
export const bumpLineUpVersion = lineUpVersion.bump;

/** Marks the guide as changed; call it in the transaction that writes programmes. */
export const bumpGuideVersion = guideVersion.bump;
