export { FFMPEG_MISSING, findFfmpeg, type FfmpegTools } from '../../../ffmpeg-tools.js';
