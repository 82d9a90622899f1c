// An advert's Skip countdown as the page shows it: recorded in the page, then checked tick by tick.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

export interface Countdown {
  seen: Array<{ count: number; at: number }>;
  enabledAt?: number;
}

/**
 * The countdown values the Skip button shows until it is enabled, with the time each was first
 * seen and when it was enabled: recorded in the page, by the page's clock, as they change (a
 * read every so often from here can miss a tick on a busy machine).
 */
export async function watchCountdown(skip: Locator): Promise<Required<Countdown>> {
  await skip.evaluate((button: HTMLButtonElement) => {
    const countdown: Countdown = { seen: [] };
    const record = () => {
      const match = /Skip in (\d+) seconds?/.exec(button.textContent ?? '');
      const count = Number(match?.[1]);
      if (match && countdown.seen.at(-1)?.count !== count) {
        countdown.seen.push({ count, at: performance.now() });
      }
      if (!button.disabled) countdown.enabledAt ??= performance.now();
    };
    Object.assign(window, { advertCountdown: countdown });
    const changes = { subtree: true, childList: true, characterData: true, attributes: true };
    new MutationObserver(record).observe(button, changes);
    record();
  });
  await expect(skip).toBeEnabled({ timeout: 15_000 });
  const countdown = await skip.evaluate(
    () => (window as unknown as { advertCountdown: Countdown }).advertCountdown,
  );
  expect(countdown.enabledAt, 'the page saw Skip enabled').toBeDefined();
  return countdown as Required<Countdown>;
}

/** Each tick takes 1 s off: the counts go down one by one to 1, then Skip is enabled. */
export function expectOneSecondTicks(countdown: Required<Countdown>, displayDuration: number) {
  const counts = countdown.seen.map(({ count }) => count);
  // The first read may land just after the first tick.
  expect(counts[0]).toBeGreaterThanOrEqual(displayDuration - 1);
  expect(counts).toEqual(Array.from({ length: counts[0]! }, (_, index) => counts[0]! - index));
  const first = countdown.seen[0]!;
  // From the first count seen to the enabled Skip: one second per remaining count.
  expect(countdown.enabledAt - first.at).toBeGreaterThan((first.count - 1) * 1000);
  expect(countdown.enabledAt - first.at).toBeLessThan((first.count + 1) * 1000 + 500);
}
