import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queriesSettled } from './query-client';

describe('queriesSettled', () => {
  it('settles at once when no query is fetching', async () => {
    await expect(queriesSettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('settles once the last fetching query has its answer', async () => {
    const client = new QueryClient();
    const answers: ((value: number) => void)[] = [];
    const fetchOne = (key: string) =>
      client.prefetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
      });
    const first = fetchOne('first');
    const second = fetchOne('second');
    let settled = false;
    void queriesSettled(client).then(() => (settled = true));
    answers[0]!(1);
    await first;
    expect(settled).toBe(false);
    answers[1]!(2);
    await second;
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
