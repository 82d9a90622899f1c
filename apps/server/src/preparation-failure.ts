/**
 * What a start prints when its database could not be prepared (migrated, backfilled or
 * seeded): where, and the database's own reason, in one line. Not the failed query, whose
 * parameters can hold password hashes, nor a stack trace, which would bury the reason.
 */
export function preparationFailure(error: unknown, where: string): string {
  return `Marquee could not prepare its database (${where}): ${failureReason(error)}`;
}

/** The message at the end of an error's `cause` chain: the database's, beneath Drizzle's. */
export function failureReason(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}
