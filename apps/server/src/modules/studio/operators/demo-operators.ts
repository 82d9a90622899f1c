// The demo's operators, on their own without imports: the server seeds them, and the end-to-end
// specs and benchmarks sign in with them.

/** The demo's operator, an owner; the README and `npm start` show these credentials. */
export const DEMO_OPERATOR = {
  email: 'operator@marquee.local',
  password: 'marquee-studio',
  role: 'owner',
} as const;

/** The demo's operators: the owner, and an editor and a support operator with its password. */
export const DEMO_OPERATORS = [
  DEMO_OPERATOR,
  { email: 'editor@marquee.local', password: DEMO_OPERATOR.password, role: 'editor' },
  { email: 'support@marquee.local', password: DEMO_OPERATOR.password, role: 'support' },
] as const;
