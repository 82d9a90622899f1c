import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type LiveCategoryBody, type StudioLiveCategory } from '@marquee/contract';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { Table, numberColumn } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { liveCategoriesQuery, useLiveChange } from './live-queries';
import { useFieldText } from '@/ui/use-field-text';
import styles from './live.module.css';

/** The channel categories: added, renamed, ordered and removed when empty. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const errorText = useErrorText();
  const categories = useQuery(liveCategoriesQuery());
  const remove = useLiveChange((id: number) =>
    studioRequest(studioApi.deleteLiveCategory, { params: { id } }),
  );
  return (
    <LiveFrame title={t('live.categories')}>
      {mayChange && <NewCategory />}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      {categories.isPending && <p role="status">{t('app.loading')}</p>}
      {categories.isError && (
        <CallFailed error={categories.error} onRetry={() => void categories.refetch()} />
      )}
      {categories.data?.length === 0 && <p role="status">{t('live.categoryList.none')}</p>}
      {categories.data && categories.data.length > 0 && (
        <Table
          columns={
            <>
              <th scope="col">{t('live.categoryList.name')}</th>
              <th scope="col">{t('live.categoryList.position')}</th>
              <th scope="col" className={numberColumn}>
                {t('live.categoryList.channels')}
              </th>
              {mayChange && <th scope="col">{t('live.categoryList.remove')}</th>}
            </>
          }
        >
          {categories.data.map((category) => (
            <tr key={category.id}>
              <CategoryRow category={category} mayChange={mayChange} />
              {mayChange && (
                <td>
                  <ConfirmInPlace
                    id={`remove-category-${category.id}`}
                    label={t('live.categoryList.remove')}
                    accessibleLabel={`${t('live.categoryList.remove')} ${category.name}`}
                    question={t('live.categoryList.removeConfirm', { name: category.name })}
                    confirmLabel={t('live.categoryList.remove')}
                    busyLabel={t('app.saving')}
                    busy={remove.isPending}
                    onConfirm={() =>
                      remove.mutateAsync(category.id).then(
                        () => true,
                        () => false,
                      )
                    }
                  />
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
    </LiveFrame>
  );
}

/** A category's name and order, editable in its row. */
function CategoryRow({
  category,
  mayChange,
}: {
  category: StudioLiveCategory;
  mayChange: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(category.name);
  const [position, setPosition] = useState(String(category.position));
  const save = useLiveChange((body: LiveCategoryBody) =>
    studioRequest(studioApi.changeLiveCategory, { params: { id: category.id }, body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const errorText = useErrorText();
  if (!mayChange) {
    return (
      <>
        <th scope="row">{category.name}</th>
        <td>{category.position}</td>
        <td className={numberColumn}>{category.channels}</td>
      </>
    );
  }
  const formId = `category-${category.id}`;
  return (
    <>
      <th scope="row">
        <form
          id={formId}
          className={styles.row}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ name, position: Number(position) });
          }}
        >
          <TextField
            label={t('live.categoryList.nameOf', { name: category.name })}
            value={name}
            maxLength={200}
            error={fieldText('name')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button look="quiet" disabled={save.isPending}>
            {t('live.categoryList.rename', { name: category.name })}
          </Button>
        </form>
        {save.isError && !fieldText('name') && !fieldText('position') && (
          <Alert tone="error">{errorText(save.error)}</Alert>
        )}
      </th>
      <td>
        <TextField
          form={formId}
          label={t('live.categoryList.positionOf', { name: category.name })}
          inputMode="numeric"
          value={position}
          error={fieldText('position')}
          onChange={(event) => setPosition(event.target.value)}
        />
      </td>
      <td className={numberColumn}>{category.channels}</td>
    </>
  );
}

function NewCategory() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [position, setPosition] = useState('0');
  const add = useLiveChange((body: LiveCategoryBody) =>
    studioRequest(studioApi.createLiveCategory, { body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(add.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name, position: Number(position) },
      {
        onSuccess: () => {
          setName('');
          setPosition('0');
        },
      },
    );
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2>{t('live.categoryList.add')}</h2>
      <div className={styles.filters}>
        <TextField
          label={t('live.categoryList.name')}
          value={name}
          maxLength={200}
          error={fieldText('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('live.categoryList.position')}
          hint={t('live.categoryList.positionHint')}
          inputMode="numeric"
          value={position}
          error={fieldText('position')}
          onChange={(event) => setPosition(event.target.value)}
        />
        <Button disabled={add.isPending}>{t('live.categoryList.add')}</Button>
      </div>
      {add.isError && !fieldText('name') && !fieldText('position') && (
        <Alert tone="error">{errorText(add.error)}</Alert>
      )}
    </form>
  );
}
