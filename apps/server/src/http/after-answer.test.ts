import { describe, expect, it, vi } from 'vitest';
import { createAfterAnswer } from './after-answer.js';

describe('createAfterAnswer', () => {
  it('settles only once every piece of work started, even one started meanwhile, is done', async () => {
    const later = createAfterAnswer({ error: vi.fn() } as never);
    const finished: string[] = [];
    later.run('first', async () => {
      await new Promise((done) => setTimeout(done, 20));
      finished.push('first');
      later.run('second', async () => {
        await new Promise((done) => setTimeout(done, 20));
        finished.push('second');
      });
    });
    await later.settled();
    expect(finished).toEqual(['first', 'second']);
  });

  it('logs a failure under its name and still settles', async () => {
    const log = { error: vi.fn() };
    const later = createAfterAnswer(log as never);
    later.run('sending the mail', () => Promise.reject(new Error('smtp down')));
    await later.settled();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'smtp down' }) },
      'sending the mail failed',
    );
  });
});
