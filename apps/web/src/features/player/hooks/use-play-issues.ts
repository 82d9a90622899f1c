import { useCallback } from 'react';
import { SocketEvent, type PlayIssues } from '@marquee/contract';
import { emitRealtime } from '@/shared/realtime/realtime-socket';
import type { PlaybackIssue } from '@marquee/player-core/player-core';

/** What a play-issues report is about. */
export type IssueSubject = Pick<PlayIssues, 'record_model' | 'model_id' | 'model_type'>;

/** Reports buffering stalls and crashes as play-issues on the socket (spec: access §7). */
export function usePlayIssues(subject: IssueSubject | null): (issue: PlaybackIssue) => void {
  const { record_model, model_id, model_type } = subject ?? {};
  return useCallback(
    (issue: PlaybackIssue) => {
      if (record_model === undefined || model_id === undefined || model_type === undefined) return;
      emitRealtime(SocketEvent.playIssues, {
        buffer: issue === 'buffer',
        crash: issue === 'crash',
        record_model,
        model_id,
        model_type,
      });
    },
    [record_model, model_id, model_type],
  );
}
