import { accountCalls } from './account.js';
import { configurationCalls } from './configuration.js';
import { vodCalls } from './vod.js';

export * from './envelope.js';
export * from './headers.js';
export * from './query.js';
export * from './endpoint.js';
export * from './common.js';
export * from './account.js';
export * from './configuration.js';
export * from './vod.js';

/** Every call of the API, by domain. */
export const api = {
  account: accountCalls,
  configuration: configurationCalls,
  vod: vodCalls,
};
