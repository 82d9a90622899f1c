/** Mutation keys of the password-recovery feature. */
export const recoveryKeys = {
  all: ['password-recovery'] as const,
  forgotPassword: () => [...recoveryKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...recoveryKeys.all, 'reset-password'] as const,
};
