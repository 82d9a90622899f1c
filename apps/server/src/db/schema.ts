// The Drizzle schema, one file per domain in ./schema/. This file stays the one entry point:
// drizzle.config.ts and db/client.ts (`import * as schema`) read every table through it.
export * from './schema/accounts.js';
export * from './schema/subscriptions.js';
export * from './schema/payments.js';
export * from './schema/catalogue.js';
export * from './schema/settings.js';
export * from './schema/curation.js';
export * from './schema/watching.js';
export * from './schema/ads.js';
export * from './schema/analytics.js';
export * from './schema/pages.js';
export * from './schema/rentals.js';
export * from './schema/ratings.js';
export * from './schema/campaigns.js';
export * from './schema/playback.js';
export * from './schema/live.js';
export * from './schema/reminders.js';
export * from './schema/ingest.js';
export * from './schema/studio.js';
export * from './schema/live-sources.js';
