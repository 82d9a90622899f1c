import type { Clock } from '../../clock.js';
import type { ClientEventHandlers } from '../../realtime/realtime.js';
import type { PlayIssueRepository } from './play-issue-repository.js';

/** The play-issues socket event: each report is stored with who sent it and when it arrived. */
export function playIssuesHandler(
  issues: PlayIssueRepository,
  now: Clock,
): NonNullable<ClientEventHandlers['play-issues']> {
  return (session, issue) => issues.record(session, issue, now());
}
