import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './envelope.js';
import { noticeTexts } from './notice-texts.js';
import { ValidationMessage } from './validation.js';
import { noticeTextsPt } from './notice-texts-pt.js';
import {
  fillPlaceholders,
  isNoticeKey,
  localNoticeText,
  notice,
  noticeSchema,
  noticeText,
} from './notices.js';

describe('notices', () => {
  it('fill their placeholders in English', () => {
    expect(noticeText(notice('tooManyLogins', { seconds: 30 }))).toBe(
      'Too many failed logins. Try again in 30 seconds.',
    );
    expect(noticeText(notice('rented'))).toBe('Successfully rented');
    expect(fillPlaceholders('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('send a notice given as a param as its English text and its key', () => {
    const declined = notice('rentDeclined', { reason: notice('cardDeclined') });
    expect(declined).toEqual({
      key: 'rentDeclined',
      params: { reason: 'Your card was declined.', reasonKey: 'cardDeclined' },
    });
    expect(noticeText(declined)).toBe('Renting failed: Your card was declined.');
  });

  it('read in another language, with a notice given as a param in that language too', () => {
    const declined = notice('rentDeclined', { reason: notice('cardDeclined') });
    expect(localNoticeText(declined, noticeTextsPt)).toBe(
      noticeTextsPt.rentDeclined.replace('{{reason}}', noticeTextsPt.cardDeclined),
    );
    expect(localNoticeText(notice('tooManyLogins', { seconds: 30 }), noticeTextsPt)).toContain(
      '30',
    );
    expect(localNoticeText({ key: 'newKey' }, noticeTextsPt)).toBeUndefined();
  });

  it('are read with keys this build does not know, so older clients keep working', () => {
    const body = { status: 0, message: 'New text', notice: { key: 'newKey', params: { n: 1 } } };
    expect(errorBodySchema.parse(body).notice).toEqual({ key: 'newKey', params: { n: 1 } });
    expect(noticeSchema.safeParse({ key: 'x', params: { n: [1] } }).success).toBe(false);
    expect(isNoticeKey('newKey')).toBe(false);
    expect(isNoticeKey('toString')).toBe(false);
    expect(isNoticeKey('rented')).toBe(true);
  });

  it('repeat the form rules they share with the web’s forms word for word', () => {
    for (const key of [
      'identifierRequired',
      'passwordRequired',
      'wrongParentalPin',
      'wrongPurchasePin',
    ] as const) {
      expect(noticeTexts[key], key).toBe(ValidationMessage[key]);
    }
  });

  it('have non-empty texts with well-formed placeholders', () => {
    for (const [key, text] of Object.entries(noticeTexts)) {
      expect(text.trim(), key).not.toBe('');
      expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]{2}/);
    }
  });
});
