import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, api, notice, type LanguageCode } from '@marquee/contract';
import { preferredLanguage } from '../../../http/accept-language.js';
import { Answer, type CallRegistrar } from '../../../http/route.js';
import type { PasswordResetService } from './password-reset-service.js';
import type { RegistrationService } from './registration-service.js';
import type { SubscriptionService } from './subscription-service.js';

/** What a visitor without an account can do: register, recover a password, see packages. */
export function registerVisitorRoutes(
  calls: CallRegistrar,
  services: {
    registration: RegistrationService;
    passwordReset: PasswordResetService;
    subscriptions: SubscriptionService;
  },
): void {
  calls.openCall(
    api.account.registration,
    { message: notice('registered') },
    async ({ body, request }) => {
      await services.registration.register(body, languageOf(request), request.ip);
      return null;
    },
  );

  calls.openCall(
    api.account.forgotPassword,
    {},
    async ({ body, request }) =>
      new Answer(null, await services.passwordReset.forgot(body.email, request.ip)),
  );

  calls.openCall(api.account.resetPassword, {}, async ({ body }) => {
    return new Answer(null, await services.passwordReset.reset(body.token, body.password));
  });

  calls.openCall(api.account.getSubscriptions, {}, () => services.subscriptions.packages());
}

/** The language the request likes best among the app's: the new profile starts in it. */
function languageOf(request: FastifyRequest): LanguageCode {
  return preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
