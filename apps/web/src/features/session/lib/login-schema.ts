import { ValidationMessage, loginFormSchema, type LoginForm } from '@marquee/contract';

/** The login form's rules come from the contract (spec: access §5), shared with the server. */
export const loginSchema = loginFormSchema;
export type LoginValues = LoginForm;

/** Dictionary keys of the contract's login messages, so the form can show them translated. */
export const loginMessageKeys = {
  [ValidationMessage.identifierRequired]: 'login.identifierRequired',
  [ValidationMessage.passwordRequired]: 'login.passwordRequired',
} as const satisfies Record<string, `login.${string}`>;

/** The dictionary key for a validation message of the login form, if it has one. */
export function loginMessageKey(message: string | undefined) {
  if (!message) return undefined;
  return Object.hasOwn(loginMessageKeys, message)
    ? loginMessageKeys[message as keyof typeof loginMessageKeys]
    : undefined;
}
