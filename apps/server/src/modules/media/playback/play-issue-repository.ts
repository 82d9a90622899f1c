import type { PlayIssues } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { playIssues } from '../../../db/schema.js';

/** Playback problems as the players report them (play-issues), for operators to look into. */
export function createPlayIssueRepository(db: Db) {
  return {
    async record(
      reporter: { accountId: number; profileId: number },
      issue: PlayIssues,
      at: Date,
    ): Promise<void> {
      await db.insert(playIssues).values({
        accountId: reporter.accountId,
        profileId: reporter.profileId,
        recordModel: issue.record_model,
        modelId: issue.model_id,
        modelType: issue.model_type,
        buffer: issue.buffer,
        crash: issue.crash,
        occurredAt: at,
      });
    },
  };
}

export type PlayIssueRepository = ReturnType<typeof createPlayIssueRepository>;
