export { adsKeys, adsQueryOptions, getAds, useAds } from './api/get-ads';
export { GRID_SPLIT_AFTER, splitGrid } from './model/split-grid';
