import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { markerParts, type StudioShow, type StudioVod } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { fieldErrorsOf, type StudioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { choicesQuery } from './catalogue-queries';
import { TitleFields, type TitleKind } from './title-fields';
import { MarkerFields } from './marker-fields';
import { SHOW_MARKER_PARTS, formStateOf, type TitleFormState } from './title-form-state';
import { useFieldText } from '@/ui/use-field-text';
import styles from './catalogue.module.css';

type Saved = StudioVod | StudioShow;

/** A save call's answer: the title as saved and the server's message. */
export type SavedAnswer<T> = Pick<StudioAnswer<never>, 'message' | 'notice'> & { data: T };

/**
 * A title's fields with Save (and Delete for one that exists). `save` makes the call; the
 * page decides where a saved or deleted title goes.
 */
export function TitleEditor<T extends Saved>({
  kind,
  title,
  save,
  remove,
  onSaved,
}: {
  kind: TitleKind;
  title: T | undefined;
  save: (state: TitleFormState) => Promise<SavedAnswer<T>>;
  remove?: () => Promise<unknown>;
  onSaved: (saved: T) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const choices = useQuery(choicesQuery());
  const [state, setState] = useState<TitleFormState>(() => formStateOf(title));
  const [done, setDone] = useState<string>();
  const saving = useMutation({
    mutationFn: () => save(state),
    onSuccess: (answer) => {
      setDone(serverText(answer.notice, answer.message ?? t('catalogue.saved')));
      onSaved(answer.data);
    },
  });
  const deleting = useMutation({ mutationFn: async () => remove?.() });
  const fieldText = useFieldText(fieldErrorsOf(saving.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    saving.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TitleFields
        kind={kind}
        state={state}
        onChange={(next) => setState((current) => ({ ...current, ...next }))}
        genres={choices.data?.genres ?? []}
        showTypes={choices.data?.show_types ?? []}
        fieldText={fieldText}
      />
      <MarkerFields
        parts={kind === 'show' ? SHOW_MARKER_PARTS : markerParts}
        markers={state.markers}
        onChange={(markers) => setState((current) => ({ ...current, markers }))}
        fieldText={fieldText}
        show={title && 'marker_episodes' in title ? title : undefined}
      />
      {saving.isError && <Alert tone="error">{errorText(saving.error)}</Alert>}
      {deleting.isError && <Alert tone="error">{errorText(deleting.error)}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className={styles.actions}>
        <Button disabled={saving.isPending}>
          {saving.isPending
            ? t('catalogue.saving')
            : title
              ? t('catalogue.save')
              : t('catalogue.create')}
        </Button>
        {title && remove && (
          <ConfirmInPlace
            id={`delete-title-${title.id}`}
            label={t('catalogue.delete')}
            accessibleLabel={t('catalogue.deleteTitle', { title: title.title })}
            question={`${t('catalogue.deleteTitle', { title: title.title })} ${t('catalogue.deleteTitleHint')}`}
            confirmLabel={t('catalogue.delete')}
            busyLabel={t('catalogue.saving')}
            busy={deleting.isPending}
            onConfirm={() => deleting.mutate()}
          />
        )}
      </div>
    </form>
  );
}
