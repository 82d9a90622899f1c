import { notice, noticeText, type Notice } from '@marquee/contract';

/** Why a file was not packaged, as reports and the status call give it. */
export interface FailureReason {
  code: string;
  /** The English text; `notice` lets a client say it in its own language. */
  message: string;
  notice: Notice;
}

/**
 * The notice of a failure's code (an IngestFailure, or the queue's own: not_found,
 * unrecognised_name, busy, title_gone, gave_up, stopped); `detail`, what went wrong in words, fills the texts of
 * codes that have no sentence of their own.
 */
export function failureNotice(code: string, detail: string): Notice {
  switch (code) {
    case 'not_video':
      return notice('ingestNotVideo');
    case 'empty_file':
      return notice('ingestEmptyFile');
    case 'not_found':
      return notice('ingestNotFound');
    case 'truncated':
      return notice('ingestTruncated');
    case 'no_video':
      return notice('ingestNoVideo');
    case 'no_audio':
      return notice('ingestNoAudio');
    case 'unreadable':
      return notice('ingestUnreadable');
    case 'disk_full':
      return notice('ingestDiskFull');
    case 'ffmpeg_failed':
      return notice('ingestFfmpegFailed', { detail: detail.replace(/^ffmpeg failed:\s*/, '') });
    case 'unrecognised_name':
      return notice('ingestUnrecognisedName');
    case 'busy':
      return notice('ingestBusy');
    case 'title_gone':
      return notice('ingestTitleGone');
    case 'gave_up':
      return notice('ingestGaveUp');
    case 'stopped':
      return notice('ingestStopped');
    default:
      return notice('ingestFailed', { detail });
  }
}

/** A failure's code, its English sentence and its notice. */
export function failureReason(code: string, detail = ''): FailureReason {
  const said = failureNotice(code, detail);
  return { code, message: noticeText(said), notice: said };
}
