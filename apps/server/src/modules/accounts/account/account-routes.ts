import type { FastifyInstance } from 'fastify';
import { APP_VERSION, Header, api } from '@marquee/contract';
import { registerCall, registerOpenCall } from '../../../http/route.js';
import type { AccountService } from './account-service.js';
import { parseBasicAuthorization } from './basic-auth.js';

/** Login, silent re-login, authorise, logout and the device-token check. */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: AccountService,
  validateResponse: boolean,
): void {
  registerOpenCall(app, api.account.login, { validateResponse }, ({ request }) => {
    const { identifier, password } = parseBasicAuthorization(request.headers.authorization);
    const device = {
      uid: headerText(request.headers[Header.uid.toLowerCase()], 64) || 'unknown-device',
      model: headerText(request.headers[Header.deviceModel.toLowerCase()], 120) || 'Web browser',
      appVersion: headerText(request.headers[Header.appVersion.toLowerCase()], 20) || APP_VERSION,
    };
    return service.login(identifier, password, device, request.ip);
  });

  registerOpenCall(app, api.account.relogin, { validateResponse }, ({ body }) =>
    service.relogin(body.uid, body.relogin_key),
  );

  registerCall(app, api.account.authorize, { validateResponse }, ({ session }) =>
    service.authorize(session),
  );

  registerCall(app, api.account.logout, { validateResponse }, async ({ session }) => {
    await service.logout(session);
    return null;
  });

  // Answers for any token, valid or not: the client asks it precisely when it doubts its own.
  registerOpenCall(app, api.account.checkDeviceToken, { validateResponse }, ({ session }) => ({
    valid: session !== null,
  }));
}

function headerText(value: string | string[] | undefined, max: number): string {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  return text.trim().slice(0, max);
}
