import type { Clock } from '../../../clock.js';
import type { ClientEventHandlers } from '../../../realtime/realtime.js';
import type { PlayIssueRepository } from './play-issue-repository.js';
import type { PlaybackMetrics } from './playback-metrics.js';

/**
 * The play-issues socket event: each report is stored with who sent it and when it arrived,
 * and counted in the metrics.
 */
export function playIssuesHandler(
  issues: PlayIssueRepository,
  now: Clock,
  metrics: Pick<PlaybackMetrics, 'issue'>,
): NonNullable<ClientEventHandlers['play-issues']> {
  return (session, issue) => {
    metrics.issue(issue);
    return issues.record(session, issue, now());
  };
}
