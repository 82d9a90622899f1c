import { declareModule } from '../../../server-module.js';
import { seedDemoData } from './seed.js';
import { createSeedModule } from './seed-module.js';

export { DEMO_ACCOUNT, DEMO_MEDIA, EXPIRED_ACCOUNT, seedDemoData } from './seed.js';
export { createSeedModule } from './seed-module.js';

/** The demo service: every start fills in what it lacks; the guide is kept around the clock. */
export const seedModule = declareModule({
  name: 'seed',
  build: createSeedModule,
  seed: [(db) => seedDemoData(db)],
});
