import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { OperatorGuard } from './operator-guard.js';
import type { OperatorService } from './operator-service.js';
import { presentOperator } from './present-operator.js';
import type { SecondFactorLogin } from './second-factor-login.js';
import type { TotpEnrolmentService } from './totp-enrolment.js';

export interface OperatorCalls {
  service: OperatorService;
  secondFactor: SecondFactorLogin;
  totp: TotpEnrolmentService;
  guard: OperatorGuard;
}

/** The studio's session calls: login, logout, who am I, the password and the second factor. */
export function registerOperatorRoutes(
  calls: CallRegistrar,
  { service, secondFactor, totp, guard }: OperatorCalls,
): void {
  calls.openCall(studioApi.login, { anonymous: true }, ({ body, request }) =>
    service.login(body.email, body.password, request.ip),
  );

  calls.openCall(studioApi.secondFactor, { anonymous: true }, ({ body, request }) =>
    secondFactor.answer(body.challenge, body.code, request.ip),
  );

  calls.guardedCall(studioApi.logout, {}, guard.ownSession, async ({ session }) => {
    await service.logout(session);
    return null;
  });

  calls.guardedCall(studioApi.me, {}, guard.ownSession, ({ session }) =>
    presentOperator(session.operator),
  );

  calls.guardedCall(
    studioApi.changePassword,
    { message: notice('studioPasswordChanged') },
    guard.ownSession,
    ({ session, body, request }) =>
      service.changePassword(session, body.current, body.new, request.ip),
  );

  // Every role sets up its own second factor, once its one-time password is changed.
  const anyOperator = guard.requireOperator('owner', 'editor', 'support');

  calls.guardedCall(studioApi.startTotp, {}, anyOperator, ({ session }) => totp.start(session));

  calls.guardedCall(
    studioApi.confirmTotp,
    { message: notice('studioTotpEnabled') },
    anyOperator,
    ({ session, body }) => totp.confirm(session, body.code),
  );

  calls.guardedCall(
    studioApi.disableTotp,
    { message: notice('studioTotpDisabled') },
    anyOperator,
    ({ session, body, request }) => totp.disable(session, body.password, request.ip),
  );

  calls.guardedCall(
    studioApi.renewRecoveryCodes,
    { message: notice('studioRecoveryCodesRenewed') },
    anyOperator,
    ({ session, body, request }) => totp.renewRecoveryCodes(session, body.password, request.ip),
  );
}
