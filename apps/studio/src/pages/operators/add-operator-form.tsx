import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  emailSchema,
  operatorRoles,
  type AddOperatorBody,
  type OperatorRole,
  type OperatorWithPassword,
  studioApi,
} from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { StudioApiError, studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import styles from './operators.module.css';

const EMPTY = { email: '', name: '', role: 'support' as OperatorRole };

/** Adding an operator: its e-mail, an optional name and its role; the server makes its password. */
export function AddOperatorForm({
  onAdded,
}: {
  onAdded: (added: OperatorWithPassword, text: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState(EMPTY);
  const [emailProblem, setEmailProblem] = useState<'emailRequired' | 'emailInvalid'>();
  const add = useMutation({
    mutationFn: (body: AddOperatorBody) => studioAnswer(studioApi.addOperator, { body }),
    onSuccess: (answer) => {
      setForm(EMPTY);
      onAdded(answer.data, serverText(answer.notice, answer.message ?? ''));
    },
  });
  // A refusal about the e-mail (one an operator has) is shown by its field.
  const aboutEmail = add.error instanceof StudioApiError && !!add.error.errors?.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.email.trim();
    const problem = !email
      ? 'emailRequired'
      : emailSchema.safeParse(email).success
        ? undefined
        : 'emailInvalid';
    setEmailProblem(problem);
    if (problem) return;
    const name = form.name.trim();
    add.mutate({ email, role: form.role, ...(name ? { name } : {}) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-operator">
      <h2 id="add-operator">{t('operators.addTitle')}</h2>
      {add.isError && !aboutEmail && <Alert tone="error">{errorText(add.error)}</Alert>}
      <div className={styles.fields}>
        <TextField
          label={t('operators.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={
            emailProblem
              ? t(`operators.${emailProblem}`)
              : aboutEmail
                ? errorText(add.error)
                : undefined
          }
        />
        <TextField
          label={t('operators.name')}
          autoComplete="off"
          maxLength={100}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
        <SelectField
          label={t('operators.role')}
          value={form.role}
          onChange={(event) => setForm({ ...form, role: event.target.value as OperatorRole })}
        >
          {operatorRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={styles.muted}>{t('operators.roleHint')}</p>
      <Button className={styles.start} disabled={add.isPending}>
        {add.isPending ? t('operators.adding') : t('operators.add')}
      </Button>
    </form>
  );
}
