import { describe, expect, it } from 'vitest';
import { callSummaries } from './call-summaries.js';
import { contractCalls } from './contract-calls.js';

describe('callSummaries', () => {
  const ids = contractCalls().map(({ domain, name }) => `${domain}.${name}`);

  it('gives every call of the contract a summary in pt and in pt_BR', () => {
    const summaries: Record<string, { pt?: string; pt_BR?: string } | undefined> = callSummaries;
    const missing = ids.filter((id) => !summaries[id]?.pt?.trim() || !summaries[id]?.pt_BR?.trim());
    expect(missing).toEqual([]);
  });

  it('names no call the contract does not have', () => {
    expect(Object.keys(callSummaries).filter((id) => !ids.includes(id))).toEqual([]);
  });
});
