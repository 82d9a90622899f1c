import { notice, noticeText, type Notice } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { HOUR, MINUTE } from '../../../clock.js';
import type { AfterAnswer } from '../../../http/after-answer.js';
import { badRequest, tooManyAttempts } from '../../../http/errors.js';
import type { MailOutbox } from '../mail/index.js';
import type { AccountRepository, AccountRow } from './account-repository.js';
import { loginFailureKey } from './account-service.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { PasswordResetRepository } from './password-reset-repository.js';
import {
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  minutesOf,
  type RequestLimiter,
} from './request-limiter.js';
import { hashSecret, hashToken, newToken } from './tokens.js';

export const RESET_LINK_MINUTES = 60;
/**
 * Links sent to one account in any hour at most, so the form cannot flood a mailbox; the
 * request limits' fixed windows alone would let twice as many through across a window's end.
 */
export const RESET_LINKS_PER_HOUR = 5;

/** The same answer whether or not the address has an account. */
const LINK_SENT = notice('resetLinkSent');

export interface PasswordResetDeps {
  accounts: AccountRepository;
  resets: PasswordResetRepository;
  limiter: AttemptLimiter;
  requestLimiter: RequestLimiter;
  outbox: MailOutbox;
  /** The web app's address, e.g. http://127.0.0.1:8080, without a trailing slash. */
  publicUrl: string;
  appName: () => Promise<string>;
  /** Sends force-logout to a device whose sessions ended. */
  forceLogout: (deviceId: number) => void;
  now: Clock;
  afterAnswer: AfterAnswer;
}

/** Password recovery: a single-use, expiring link by e-mail, then a new password. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { accounts, resets, limiter, requestLimiter, outbox, now } = deps;

  const linkError = (reason: Notice) => badRequest(reason, { token: [noticeText(reason)] });

  /**
   * A new link, asked for `at`, to the account's mailbox, unless it had its five that hour;
   * whether it was sent.
   */
  async function sendLink(account: AccountRow, at: Date): Promise<boolean> {
    const recent = await resets.countSince(account.id, new Date(at.getTime() - HOUR));
    if (recent >= RESET_LINKS_PER_HOUR) return false;
    const token = newToken();
    await resets.create({
      accountId: account.id,
      tokenHash: hashToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_LINK_MINUTES * MINUTE),
    });
    const to = account.email;
    const appName = await deps.appName();
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await outbox.send({
      to,
      subject: `Reset your ${appName} password`,
      text: [
        'Hello,',
        '',
        `Someone asked to reset the password of the ${appName} account for ${to}.`,
        `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:`,
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    return true;
  }

  return {
    /**
     * The "forgot password" e-mail, sent now to the account (the studio's support sends it);
     * false when the account was sent its five links in the last hour.
     */
    sendLinkTo: (account: AccountRow): Promise<boolean> => sendLink(account, now()),

    /** `address` is the client's IP address, counted like the e-mail against its own limit. */
    async forgot(email: string, address: string): Promise<Notice> {
      // Counted before the e-mail is looked up, so the limit says nothing about accounts.
      const wait = await requestLimiter.count([
        { scope: 'reset-email', key: email.toLowerCase(), policy: RESET_REQUESTS_PER_EMAIL },
        { scope: 'reset-address', key: address, policy: RESET_REQUESTS_PER_ADDRESS },
      ]);
      if (wait > 0) {
        throw tooManyAttempts(notice('tooManyResetRequests', { minutes: minutesOf(wait) }), wait);
      }
      const account = await accounts.findByEmail(email);
      const at = now();
      // The link is made and sent after the answer: the time that takes would tell that the
      // address has an account.
      if (account)
        deps.afterAnswer.run('sending a password reset link', () => sendLink(account, at));
      return LINK_SENT;
    },

    /** Sets the new password, spends the link and ends every session of the account. */
    async reset(token: string, password: string): Promise<Notice> {
      const row = await resets.findByHash(hashToken(token));
      if (!row) throw linkError(notice('resetLinkInvalid'));
      if (row.usedAt) throw linkError(notice('resetLinkUsed'));
      const at = now();
      if (row.expiresAt <= at) throw linkError(notice('resetLinkExpired'));
      const passwordHash = await hashSecret(password);
      const deviceIds = await resets.resetPassword(row, passwordHash, at);
      if (!deviceIds) throw linkError(notice('resetLinkUsed'));
      deviceIds.forEach((id) => deps.forceLogout(id));
      // Whoever proved they own the mailbox may log in at once, even after failed tries.
      await limiter.reset('login-identifier', loginFailureKey.ofAccount(row.accountId));
      return notice('passwordChanged');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
