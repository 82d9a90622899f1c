// The live playlist maths of the live module, which this module cuts every playlist from.
// eslint-disable-next-line import-x/no-restricted-paths -- live/index.ts does not export it yet
export * from '../live/live-timeline.js';
