import { useTranslation } from 'react-i18next';
import { localNoticeText, type NoticeKey, type ReceivedNotice } from '@marquee/contract';
import { serverTextTable } from '@/i18n/i18n';
import { StudioApiError } from './studio-api';

/** A text the server sent, in the interface language, or its English message. */
export function serverText(notice: ReceivedNotice | undefined, message: string): string {
  const table = serverTextTable() as Record<NoticeKey, string> | undefined;
  return (notice && table && localNoticeText(notice, table)) || message;
}

/** Why a call failed, for people: the server's reason in their language, or ours. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof StudioApiError)) return t('app.failed');
    if (error.kind === 'network') return t('app.offline');
    if (error.kind === 'invalid-response') return t('app.failed');
    return serverText(error.notice, error.message);
  };
}
