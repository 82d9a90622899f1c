import { loginFormSchema, type LoginForm } from '@marquee/contract';

/**
 * The login form's rules come from the contract (spec: access §5), shared with the server; their
 * messages are validation keys, which the form shows translated (`useMessageText`).
 */
export const loginSchema = loginFormSchema;
export type LoginValues = LoginForm;
