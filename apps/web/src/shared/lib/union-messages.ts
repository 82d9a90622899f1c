import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

interface IssueSource {
  safeParse(value: unknown): {
    error?: { issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * zodResolver reports a failed union (such as gender: male or female) with its first branch's
 * message ("Invalid input: expected 0"); the contract puts the message people should read on
 * the union itself ("Gender required"). This puts that message back, for flat forms.
 */
export function withUnionMessages<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  schema: IssueSource,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (Object.keys(errors).length === 0) return result;
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const name = issue.path.length === 1 ? String(issue.path[0]) : null;
      if (issue.code !== 'invalid_union' || !name || !errors[name]) continue;
      errors[name] = { ...errors[name], type: issue.code, message: issue.message };
    }
    return result;
  };
}
