export { DEMO_ACCOUNT, DEMO_MEDIA, EXPIRED_ACCOUNT, seedDemoData } from './seed.js';
export { createSeedModule } from './seed-module.js';
