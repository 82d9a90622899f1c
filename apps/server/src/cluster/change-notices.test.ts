import { describe, expect, it } from 'vitest';
import { createLocalChangeNotices, onNotice, type ChangeNotice } from './change-notices.js';
import { decodeNoticeMessage, encodeNoticeMessage } from './notice-messages.js';

describe('change notices in one process', () => {
  it('reach every listener before publish returns, so the publisher never serves what it changed', () => {
    const notices = createLocalChangeNotices();
    const heard: ChangeNotice[] = [];
    notices.subscribe((notice) => heard.push(notice));
    notices.publish({ kind: 'entitlements', accountId: 7 });
    expect(heard).toEqual([{ kind: 'entitlements', accountId: 7 }]);
  });

  it('hand each memo only the notices of its kind', () => {
    const notices = createLocalChangeNotices();
    const forgotten: (number | 'all')[] = [];
    onNotice(
      notices,
      'device-ended',
      ({ deviceId }) => forgotten.push(deviceId),
      () => forgotten.push('all'),
    );
    notices.publish({ kind: 'sessions-revoked' });
    notices.publish({ kind: 'device-ended', deviceId: 3 });
    notices.publish({ kind: 'positions', profileId: 3 });
    expect(forgotten).toEqual([3]);
  });

  it('make every memo forget all it holds when notices may have been missed', () => {
    const notices = createLocalChangeNotices();
    const forgotten: (number | 'all')[] = [];
    onNotice(
      notices,
      'positions',
      ({ profileId }) => forgotten.push(profileId),
      () => forgotten.push('all'),
    );
    notices.publish({ kind: 'positions', profileId: 5 });
    notices.publish({ kind: 'missed' });
    expect(forgotten).toEqual([5, 'all']);
  });

  it('still reach the other listeners when one throws, and report the failure', () => {
    const failures: unknown[] = [];
    const notices = createLocalChangeNotices((error) => failures.push(error));
    const heard: string[] = [];
    notices.subscribe(() => {
      throw new Error('memo broke');
    });
    notices.subscribe((notice) => heard.push(notice.kind));
    notices.publish({ kind: 'title-rated' });
    expect(heard).toEqual(['title-rated']);
    expect(failures).toEqual([new Error('memo broke')]);
  });

  it('stop reaching a listener once it unsubscribes', () => {
    const notices = createLocalChangeNotices();
    let heard = 0;
    const unsubscribe = notices.subscribe(() => (heard += 1));
    notices.publish({ kind: 'sessions-revoked' });
    unsubscribe();
    notices.publish({ kind: 'sessions-revoked' });
    expect(heard).toBe(1);
  });
});

describe('notice messages between instances', () => {
  it('travel as small JSON naming their sender, and read back the same', () => {
    const text = encodeNoticeMessage('instance-a', { kind: 'device-ended', deviceId: 42 });
    expect(text).toBe('{"from":"instance-a","notice":{"kind":"device-ended","deviceId":42}}');
    expect(text.length).toBeLessThan(100);
    expect(decodeNoticeMessage(text)).toEqual({
      from: 'instance-a',
      notice: { kind: 'device-ended', deviceId: 42 },
    });
  });

  it("carry the import command's word that a catalogue, channels or a guide was imported", () => {
    const text = encodeNoticeMessage('import', { kind: 'imported', what: 'channels' });
    expect(decodeNoticeMessage(text)).toEqual({
      from: 'import',
      notice: { kind: 'imported', what: 'channels' },
    });
    expect(
      decodeNoticeMessage('{"from":"import","notice":{"kind":"imported","what":"users"}}'),
    ).toHaveProperty('refused');
  });

  it('refuse what is not a notice this version knows, saying why, instead of throwing', () => {
    expect(decodeNoticeMessage('not json')).toEqual({ refused: 'not JSON' });
    for (const stranger of [
      '{"from":"b","notice":{"kind":"catalogue-moved"}}',
      '{"from":"b","notice":{"kind":"device-ended","deviceId":"42"}}',
      '{"from":"b","notice":{"kind":"entitlements","accountId":-1}}',
      '{"notice":{"kind":"sessions-revoked"}}',
      'null',
    ]) {
      const read = decodeNoticeMessage(stranger);
      expect(read, stranger).toHaveProperty('refused');
    }
  });
});
