import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { lazyChildLoggerFactory } from './request-logger.js';

/** A Fastify app logging JSON lines into `lines`, with the lazy request loggers. */
function appLoggingInto(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return Fastify({
    logger: { level: 'warn', stream },
    disableRequestLogging: true,
    childLoggerFactory: lazyChildLoggerFactory,
  });
}

describe('request loggers made on first use', () => {
  it('make no child logger for a request that logs nothing', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingInto(lines);
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    };
    app.get('/quiet', () => 'ok');
    expect((await app.inject('/quiet')).body).toBe('ok');
    expect(children).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("log a request's errors with its request id and the parent's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingInto(lines);
    app.get('/loud', (request) => {
      expect(request.log.level).toBe('warn');
      request.log.info('below the level');
      request.log.error({ code: 7 }, 'it went wrong');
      request.log.child({ step: 'inner' }).warn('from a child');
      return 'done';
    });
    const response = await app.inject('/loud');
    expect(response.body).toBe('done');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, code: 7, msg: 'it went wrong' });
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[1]).toMatchObject({ level: 40, step: 'inner', reqId: lines[0]!.reqId });
    await app.close();
  });
});
