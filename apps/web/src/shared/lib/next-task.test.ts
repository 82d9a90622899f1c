import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after what the current one has queued', async () => {
    const order: string[] = [];
    queueMicrotask(() => order.push('this task'));
    setTimeout(() => order.push('a task queued before'), 0);
    await nextTask();
    order.push('next task');
    expect(order).toEqual(['this task', 'a task queued before', 'next task']);
  });
});
