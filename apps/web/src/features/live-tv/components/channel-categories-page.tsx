import { useId } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpecialCategoryId } from '@marquee/contract';
import { useChannelCategories } from '@/entities/channel';
import { paths, to } from '@/shared/config/routes';
import { findCategoryPath, type CategoryRouteId } from '../lib/category-route';
import { CategoryChannels } from './category-channels';
import { CategorySlider, type CategoryEntry } from './category-slider';
import { FavouriteChannels } from './favourite-channels';
import { SubcategoryBar } from './subcategory-bar';
import styles from './channel-categories-page.module.css';

interface ChannelCategoriesPageProps {
  categoryId: CategoryRouteId;
}

/**
 * /channel-categories/{categoryID} (catalogue §2): the category slider (All, Favourite
 * channels, then the operator's categories, their sub-categories beneath), then the channels.
 * A category id the server does not know is not found.
 */
export function ChannelCategoriesPage({ categoryId }: ChannelCategoriesPageProps) {
  const { t } = useTranslation();
  const categories = useChannelCategories();
  const resultsHeading = useId();
  const tree = categories.data ?? [];
  const path = typeof categoryId === 'number' ? findCategoryPath(tree, categoryId) : [];
  if (typeof categoryId === 'number' && categories.isSuccess && !path) {
    return <Navigate to={paths.notFound} replace />;
  }

  const top = path?.[0]?.id ?? categoryId;
  // What the channels below are: the chosen category, the innermost of a sub-category's path.
  const shownName =
    categoryId === SpecialCategoryId.all
      ? t('live.all')
      : categoryId === SpecialCategoryId.favorites
        ? t('live.favourites')
        : (path?.at(-1)?.name ?? t('live.channels'));
  const entries: CategoryEntry[] = [
    {
      key: SpecialCategoryId.all,
      label: t('live.all'),
      href: to.channelCategory(SpecialCategoryId.all),
      active: top === SpecialCategoryId.all,
    },
    {
      key: SpecialCategoryId.favorites,
      label: t('live.favourites'),
      href: to.channelCategory(SpecialCategoryId.favorites),
      active: top === SpecialCategoryId.favorites,
    },
    ...tree.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: to.channelCategory(category.id),
      active: top === category.id,
    })),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('live.title')}</h1>
      </header>
      <CategorySlider entries={entries} />
      {typeof categoryId === 'number'
        ? (path ?? [])
            .filter((category) => category.children.length > 0)
            .map((category) => (
              <SubcategoryBar key={category.id} parent={category} activeId={categoryId} />
            ))
        : null}
      <section className={styles.results} aria-labelledby={resultsHeading}>
        {/* Read by screen readers between the page's h1 and the channel cards' h3s. */}
        <h2 id={resultsHeading} className={styles.resultsHeading}>
          {shownName}
        </h2>
        {categoryId === SpecialCategoryId.favorites ? (
          <FavouriteChannels />
        ) : (
          <CategoryChannels
            // A new category is a new list, scrolled from its start.
            key={String(categoryId)}
            categoryId={categoryId === SpecialCategoryId.all ? undefined : categoryId}
          />
        )}
      </section>
    </div>
  );
}
