import { APP_VERSION, Header, api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { AccountService } from './account-service.js';
import { parseBasicAuthorization } from './basic-auth.js';

/** Login, silent re-login, authorise, logout and the device-token check. */
export function registerAccountRoutes(calls: CallRegistrar, service: AccountService): void {
  calls.openCall(api.account.login, {}, ({ request }) => {
    const { identifier, password } = parseBasicAuthorization(request.headers.authorization);
    const device = {
      uid: headerText(request.headers[Header.uid.toLowerCase()], 64) || 'unknown-device',
      model: headerText(request.headers[Header.deviceModel.toLowerCase()], 120) || 'Web browser',
      appVersion: headerText(request.headers[Header.appVersion.toLowerCase()], 20) || APP_VERSION,
    };
    return service.login(identifier, password, device, request.ip);
  });

  calls.openCall(api.account.relogin, {}, ({ body }) =>
    service.relogin(body.uid, body.relogin_key),
  );

  calls.call(api.account.authorize, {}, ({ session }) => service.authorize(session));

  calls.call(api.account.logout, {}, async ({ session }) => {
    await service.logout(session);
    return null;
  });

  // Answers for any token, valid or not: the client asks it precisely when it doubts its own.
  calls.openCall(api.account.checkDeviceToken, {}, ({ session }) => ({
    valid: session !== null,
  }));
}

function headerText(value: string | string[] | undefined, max: number): string {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  return text.trim().slice(0, max);
}
