import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { issuesByField } from '@marquee/contract';
import { fieldErrorsOf } from '@/api/studio-api';
import { useFieldText, type FieldErrors } from '@/ui/use-field-text';

/** The fields of a form that hold text (a select's value included). */
type TextKey<Fields> = {
  [K in keyof Fields]: Fields[K] extends string ? K : never;
}[keyof Fields] &
  string;

/** The fields of a form that are a yes or a no. */
type CheckKey<Fields> = {
  [K in keyof Fields]: Fields[K] extends boolean ? K : never;
}[keyof Fields];

/**
 * An ads form's fields and their checks: by the contract's `schema` before the body is sent,
 * by the server's answer (`error`) after. The server's error as a whole is shown only while
 * our own check found nothing.
 */
export function useAdForm<Fields, Body>({
  initial,
  bodyOf,
  schema,
  error,
  onSave,
}: {
  initial: () => Fields;
  bodyOf: (fields: Fields) => Body;
  /** The contract's rules for the body. */
  schema: ZodMiniType;
  error: unknown;
  onSave: (body: Body) => void;
}) {
  const [fields, setFields] = useState(initial);
  const [checked, setChecked] = useState<FieldErrors>();
  const fieldText = useFieldText(checked ?? fieldErrorsOf(error));
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  /** The props that tie a text field or select to one of the fields, its errors included. */
  const field = <K extends TextKey<Fields>>(key: K) => ({
    value: fields[key] as string,
    error: fieldText(key),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(key, event.target.value as Fields[K]),
  });

  /** The props that tie a checkbox to one of the yes-or-no fields. */
  const check = <K extends CheckKey<Fields>>(key: K) => ({
    checked: fields[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.checked as Fields[K]),
  });

  /** The props that tie a control of any other value (a list of titles) to its field. */
  const pick = <K extends keyof Fields & string>(key: K) => ({
    value: fields[key],
    error: fieldText(key),
    onChange: (value: Fields[K]) => set(key, value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(fields);
    const result = schema.safeParse(body);
    setChecked(result.success ? undefined : issuesByField(result.error));
    if (result.success) onSave(body);
  };

  return { fields, field, check, pick, submit, formError: checked ? undefined : error };
}
