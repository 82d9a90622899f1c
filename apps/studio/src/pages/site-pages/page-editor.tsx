import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { studioApi, type ReceivedNotice, type StaticPage } from '@marquee/contract';
import { fieldErrorsOf, studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FieldFrame } from '@/ui/field-frame';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import fieldStyles from '@/ui/field.module.css';
import { PagePreview } from './page-preview';
import { useSitePageChange } from './site-pages-queries';
import styles from './site-pages.module.css';

/**
 * The form of a new page (no `page`) or of a page's title and text, with the page as
 * subscribers will see it beside it. `onSaved` gets the server's message.
 */
export function PageEditor({
  page,
  onSaved,
  onCancel,
}: {
  page?: StaticPage | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const errorText = useErrorText();
  const save = useSitePageChange(
    async (): Promise<{ message?: string; notice?: ReceivedNotice }> =>
      page
        ? studioAnswer(studioApi.changeStudioPage, {
            params: { slug: page.slug },
            body: { title, body },
          })
        : studioAnswer(studioApi.createStudioPage, { body: { slug, title, body } }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: (answer) => onSaved(serverText(answer.notice, answer.message ?? '')),
    });
  };
  return (
    <form className={styles.editor} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} tabIndex={-1}>
        {page ? t('sitePages.editing', { slug: page.slug }) : t('sitePages.newPage')}
      </h2>
      <div className={styles.columns}>
        <div className={styles.fields}>
          {!page && (
            <TextField
              label={t('sitePages.address')}
              hint={t('sitePages.slugHint')}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              error={fieldText('slug')}
              autoComplete="off"
              required
            />
          )}
          <TextField
            label={t('sitePages.pageTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={fieldText('title')}
            required
          />
          <FieldFrame
            label={t('sitePages.body')}
            hint={t('sitePages.bodyHint')}
            error={fieldText('body')}
          >
            {(control) => (
              <textarea
                {...control}
                className={`${fieldStyles.input} ${styles.body}`}
                value={body}
                rows={14}
                onChange={(event) => setBody(event.target.value)}
                required
              />
            )}
          </FieldFrame>
        </div>
        <PagePreview title={title} body={body} />
      </div>
      {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
      <div className={styles.actions}>
        <Button disabled={save.isPending}>
          {save.isPending ? t('app.saving') : page ? t('app.save') : t('sitePages.create')}
        </Button>
        <Button type="button" look="quiet" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
