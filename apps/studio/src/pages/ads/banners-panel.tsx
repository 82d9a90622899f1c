import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { boxPositions, type BoxPosition, type StudioAdBanner } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { SelectField } from '@/ui/select-field';
import { bannersQuery } from './ads-queries';
import { BannerForm } from './banner-form';
import { BannersTable } from './banners-table';
import { useDeleteBanner, useSaveBanner } from './save-banner';
import styles from './ads.module.css';

const isBox = (value: string | null): value is BoxPosition =>
  boxPositions.includes(value as BoxPosition);

/** The banners of a box (or all), with their counts; editors make, change and delete them. */
export function BannersPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const boxParam = params.get('box');
  const box = isBox(boxParam) ? boxParam : undefined;
  const list = useQuery(bannersQuery(box, pageFrom(params)));
  const [editing, setEditing] = useState<StudioAdBanner | 'new'>();
  const [done, setDone] = useState<string>();
  const save = useSaveBanner();
  const remove = useDeleteBanner();

  const chooseBox = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (isBox(value)) next.set('box', value);
    else next.delete('box');
    setParams(next);
  };
  const open = (banner: StudioAdBanner | 'new') => {
    save.reset();
    setDone(undefined);
    setEditing(banner);
  };

  return (
    <section className={styles.page} aria-labelledby="banners-title">
      <h2 id="banners-title">{t('ads.bannersTitle')}</h2>
      <div className={styles.toolbar}>
        <SelectField
          label={t('ads.boxFilter')}
          value={box ?? ''}
          onChange={(event) => chooseBox(event.target.value)}
        >
          <option value="">{t('ads.allBoxes')}</option>
          {boxPositions.map((position) => (
            <option key={position} value={position}>
              {t(`ads.boxes.${position}`)}
            </option>
          ))}
        </SelectField>
        {canEdit && editing === undefined && (
          <Button type="button" onClick={() => open('new')}>
            {t('ads.newBanner')}
          </Button>
        )}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      {canEdit && editing !== undefined && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? undefined : editing}
          box={box ?? 'home_box'}
          saving={save.isPending}
          error={save.error}
          onCancel={() => setEditing(undefined)}
          onSave={(body) =>
            save.mutate(
              { id: editing === 'new' ? undefined : editing.id, body },
              {
                onSuccess: (answer) => {
                  setEditing(undefined);
                  setDone(serverText(answer.notice, answer.message ?? t('ads.saved')));
                },
              },
            )
          }
        />
      )}
      <PagedList query={list} empty={t('ads.noBanners')}>
        {({ items, pager }) => (
          <BannersTable
            banners={items}
            caption={t('ads.bannerCount', { count: pager.count })}
            canEdit={canEdit}
            deleting={remove.isPending ? remove.variables : undefined}
            onEdit={open}
            onDelete={(banner) =>
              remove.mutate(banner.id, {
                onSuccess: () => setDone(t('ads.bannerDeleted', { name: banner.title })),
              })
            }
          />
        )}
      </PagedList>
    </section>
  );
}
