import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { MISSING_DATA, REQUEST_FAILED, readAnswer } from './answer-reader.js';
import { endpoint } from './endpoint.js';

const call = endpoint({
  method: 'GET',
  path: '/probe',
  auth: 'none',
  response: z.object({ id: z.int() }),
});

describe('readAnswer', () => {
  it('gives the data of an OK envelope, parsed by the endpoint schema, with its message', () => {
    const answer = readAnswer(call, 200, { status: 1, message: 'Saved', data: { id: 4 } });
    expect(answer).toMatchObject({ ok: true, data: { id: 4 }, message: 'Saved' });
    expect(answer.envelope).toEqual({ status: 1, message: 'Saved', notice: undefined });
  });

  it('gives a refusal its status, message, notice and field errors', () => {
    const body = {
      status: 2,
      message: 'Your studio session has ended. Please log in again.',
      notice: { key: 'studioSessionEnded' },
      errors: { email: ['required'] },
    };
    const answer = readAnswer(call, 401, body);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.failure).toEqual({
      kind: 'envelope',
      status: 2,
      message: body.message,
      notice: { key: 'studioSessionEnded' },
      httpStatus: 401,
      errors: { email: ['required'] },
    });
  });

  it('counts an OK status on an HTTP error as a failure', () => {
    const answer = readAnswer(call, 500, { status: 1, data: { id: 1 } });
    expect(answer.ok ? undefined : answer.failure).toMatchObject({
      kind: 'envelope',
      status: 0,
      message: REQUEST_FAILED,
    });
  });

  it('reads a body that is no envelope, or data the contract does not describe, as unreadable', () => {
    const noEnvelope = readAnswer(call, 200, '<html>');
    expect(noEnvelope.ok ? undefined : noEnvelope.failure).toMatchObject({
      kind: 'invalid-response',
      message: MISSING_DATA,
    });
    expect(noEnvelope.envelope).toBeUndefined();
    const badGateway = readAnswer(call, 502, undefined);
    expect(badGateway.ok ? undefined : badGateway.failure.message).toBe(REQUEST_FAILED);
    const wrongData = readAnswer(call, 200, { status: 1, data: { id: 'four' } });
    expect(wrongData.ok ? undefined : wrongData.failure).toMatchObject({
      kind: 'invalid-response',
      message: MISSING_DATA,
    });
  });
});
