export { getGuide, guideQueryOptions, useGuide } from './api/get-guide';
export { programmeKeys } from './api/programme-keys';
export { channelStripWindow, type GuideWindow } from './model/guide-window';
export { nowAndNext, programmeProgress, type NowAndNext } from './model/now-next';
