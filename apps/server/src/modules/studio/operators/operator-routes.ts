import { api, notice } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { OperatorGuard } from './operator-guard.js';
import { presentOperator, type OperatorService } from './operator-service.js';

/** The studio's session calls: login, logout, who am I, and the operator's password. */
export function registerOperatorRoutes(
  calls: CallRegistrar,
  service: OperatorService,
  guard: OperatorGuard,
): void {
  calls.openCall(api.studio.login, { anonymous: true }, ({ body, request }) =>
    service.login(body.email, body.password, request.ip),
  );

  calls.guardedCall(api.studio.logout, {}, guard.ownSession, async ({ session }) => {
    await service.logout(session);
    return null;
  });

  calls.guardedCall(api.studio.me, {}, guard.ownSession, ({ session }) =>
    presentOperator(session.operator),
  );

  calls.guardedCall(
    api.studio.changePassword,
    { message: notice('studioPasswordChanged') },
    guard.ownSession,
    ({ session, body, request }) =>
      service.changePassword(session, body.current, body.new, request.ip),
  );
}
