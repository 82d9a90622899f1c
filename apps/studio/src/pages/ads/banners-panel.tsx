import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  boxPositions,
  type AdBannerBody,
  type BoxPosition,
  type StudioAdBanner,
} from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { SelectField } from '@/ui/select-field';
import { bannersQuery } from './ads-queries';
import { BannerForm } from './banner-form';
import { BannersTable } from './banners-table';
import { useDeleteBanner, useSaveBanner } from './save-banner';
import { useAdsEditing } from './use-ads-editing';
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
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const ads = useAdsEditing<StudioAdBanner, AdBannerBody>(save, remove);

  const chooseBox = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (isBox(value)) next.set('box', value);
    else next.delete('box');
    setParams(next);
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
        {canEdit && ads.editing === undefined && (
          <Button type="button" onClick={() => ads.open('new')}>
            {t('ads.newBanner')}
          </Button>
        )}
      </div>
      {ads.done && <Alert tone="success">{ads.done}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      {canEdit && ads.editing !== undefined && (
        <BannerForm
          key={ads.formKey}
          banner={ads.edited}
          box={box ?? 'home_box'}
          saving={save.isPending}
          error={save.error}
          onCancel={ads.close}
          onSave={ads.saveBody}
        />
      )}
      <PagedList query={list} empty={t('ads.noBanners')}>
        {({ items, pager }) => (
          <BannersTable
            banners={items}
            caption={t('ads.bannerCount', { count: pager.count })}
            canEdit={canEdit}
            deleting={ads.deleting}
            onEdit={ads.open}
            onDelete={(banner) =>
              ads.deleteItem(banner, t('ads.bannerDeleted', { name: banner.title }))
            }
          />
        )}
      </PagedList>
    </section>
  );
}
